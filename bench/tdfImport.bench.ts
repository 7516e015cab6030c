import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@tcg/api';
import { DATABASE_KINDS, openBenchDatabase } from './database.ts';
import { fmt, measure, type Bench } from './measure.ts';
import { organizerHeaders } from './session.ts';

const CORPUS = fileURLToPath(new URL('../test/fixtures/tom-corpus/', import.meta.url));

/** The largest real TOM file of the corpus (test/fixtures/tom-corpus/SOURCES.md). */
function largest(): { name: string; xml: string } {
  const [name] = readdirSync(CORPUS)
    .filter((f) => f.endsWith('.tdf'))
    .sort((a, b) => statSync(CORPUS + b).size - statSync(CORPUS + a).size);
  return { name: name!, xml: readFileSync(CORPUS + name, 'utf8') };
}

// Issue 29: POST /api/imports/tdf of the largest real file, replayed through the app's steps; time and heap growth.
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
      const heap = process.memoryUsage().heapUsed;
      const timing = await measure(async () => {
        const response = await app.inject({ method: 'POST', url: '/api/imports/tdf', headers, payload: xml });
        if (response.statusCode !== 201) throw new Error(`import answered ${response.statusCode}: ${response.body}`);
      }, 5, 1);
      const grown = (process.memoryUsage().heapUsed - heap) / 1_048_576;
      rows.push({ benchmark: `POST /api/imports/tdf, largest corpus file (${kind})`, size: `${name} (${Math.round(xml.length / 1024)} KB)`, result: `median ${fmt(timing.median)} ms, worst ${fmt(timing.worst)} ms, heap +${grown.toFixed(1)} MB over 6 imports`, target: '—' });
      await app.close();
      await database.close();
    }
    return rows;
  },
};
