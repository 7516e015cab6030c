// POST /api/imports/tdf (#32): the file is read at once, in a worker (400 naming what is wrong), then replayed by a job.
import { must } from '@tcg/domain/shared';
import type { JobSpec } from '../jobRunner.ts';
import { parseTdfOffThread } from '../offThread/offThread.ts';
import { importTdf } from './tdf.ts';

export async function tdfImportJob(xml: string, actor: string): Promise<JobSpec> {
  const tdf = must(await parseTdfOffThread(xml));
  const rounds = Math.max(0, ...tdf.pods.map((pod) => pod.rounds.length));
  return {
    kind: 'import.tdf',
    total: rounds + 2,
    async run(tx, steps) {
      return { result: await importTdf(tx, tdf, actor, null, steps), eventPrivate: false };
    },
  };
}
