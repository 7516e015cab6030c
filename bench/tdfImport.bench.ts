import { statSync } from 'node:fs';
import { buildApp } from '@tcg/api';
import { DATABASE_KINDS, openBenchDatabase } from './database.ts';
import { fmt, measure, peakMemory, type Bench } from './measure.ts';
import { organizerHeaders } from './session.ts';
import { tomCorpus, tomCorpusFile, tomCorpusFiles } from '../test/fixtures/tdfFiles.ts';

/** The largest real TOM file of the corpus (test/fixtures/tom-corpus/SOURCES.md). */
function largest(): { name: string; xml: string } {
  const size = (name: string) => statSync(new URL(name, tomCorpus)).size;
  const [name] = tomCorpusFiles().sort((a, b) => size(b) - size(a));
  return { name: name!, xml: tomCorpusFile(name!) };
}

/** POSTs the file and polls its job (#32) to the end: the time is the whole import's. */
async function importOnce(
  app: Awaited<ReturnType<typeof buildApp>>,
  headers: Record<string, string>,
  xml: string,
): Promise<void> {
  const response = await app.inject({ method: 'POST', url: '/api/imports/tdf', headers, payload: xml });
  if (response.statusCode !== 202) throw new Error(`import answered ${response.statusCode}: ${response.body}`);
  for (;;) {
    const job = (await app.inject({ url: response.headers.location as string, headers })).json<{
      status: string;
      error: unknown;
    }>();
    if (job.status === 'failed') throw new Error(`import failed: ${JSON.stringify(job.error)}`);
    if (job.status === 'succeeded') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
// Issue 29: POST /api/imports/tdf of the largest real file, replayed through the app's steps; time, and the peak memory one import takes.
export const tdfImportBench: Bench = {
  name: 'tdfImport',
  async run() {
    const rows = [];
    const { name, xml } = largest();
    for (const kind of DATABASE_KINDS) {
      const database = await openBenchDatabase(kind);
      if (!database) continue;
      const app = await buildApp({ db: database.db, writesPerMinute: 1_000_000 });
      const headers = { ...(await organizerHeaders(app)), 'content-type': 'application/xml' };
      const post = () => importOnce(app, headers, xml);
      const timing = await measure(post, 5, 1);
      const memory = await peakMemory(post);
      rows.push({
        benchmark: `POST /api/imports/tdf, largest corpus file (${kind})`,
        size: `${name} (${Math.round(xml.length / 1024)} KB)`,
        result: `median ${fmt(timing.median)} ms, worst ${fmt(timing.worst)} ms; memory of one import: peak heap +${memory.heapMb.toFixed(1)} MB, peak RSS +${memory.rssMb.toFixed(1)} MB`,
        target: '—',
      });
      await app.close();
      await database.close();
    }
    return rows;
  },
};
