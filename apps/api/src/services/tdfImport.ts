// POST /api/imports/tdf (#32): the file is read at once (400 naming what is wrong), then replayed by a job.
import { parseTdf } from '@tcg/domain/tdf';
import { must } from '@tcg/domain/shared';
import type { JobSpec } from '../jobRunner.ts';
import { importTdf } from './tdf.ts';

export function tdfImportJob(xml: string, actor: string): JobSpec {
  const tdf = must(parseTdf(xml));
  const rounds = Math.max(0, ...tdf.pods.map((pod) => pod.rounds.length));
  return {
    kind: 'import.tdf',
    total: rounds + 2,
    async run(tx, steps) {
      return { result: await importTdf(tx, tdf, actor, null, steps), eventPrivate: false };
    },
  };
}
