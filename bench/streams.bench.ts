import { fork } from 'node:child_process';
import { DATABASE_KINDS } from './database.ts';
import type { Bench, BenchRow } from './measure.ts';

/** One kind's run in a process of its own (`streamsServer.ts`): nothing an earlier run allocated counts in its memory. */
function runApart(kind: (typeof DATABASE_KINDS)[number]): Promise<BenchRow[]> {
  const child = fork(new URL('./streamsServer.ts', import.meta.url), [kind], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    let rows: BenchRow[] | null = null;
    child.on('message', (message: { rows: BenchRow[] }) => (rows = message.rows));
    child.on('exit', (code) =>
      rows ? resolve(rows) : reject(new Error(`streams (${kind}) exited with ${code} before its figures`)),
    );
  });
}

// Issue #33: a Worlds hall's phones on one API instance: a published round reaching 2,000 live streams, and what each
// open stream costs the API's process.
export const streamsBench: Bench = {
  name: 'streams',
  async run() {
    const rows: BenchRow[] = [];
    for (const kind of DATABASE_KINDS) rows.push(...(await runApart(kind)));
    return rows;
  },
};
