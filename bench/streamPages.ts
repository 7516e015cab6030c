import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { FromClients, ToClients } from './streamClients.ts';

export interface StreamPages {
  /** Milliseconds from `write` starting (at `start`, performance.now()) until every stream has an event of `kind`, and how long `write` itself took. */
  timeWrite(kind: string, write: () => Promise<unknown>): Promise<{ start: number; all: number; written: number }>;
  close(): void;
}

/** `count` live streams of `url`, held open by a child process; resolves once each has its first comment. */
export async function openStreamPages(url: string, count: number): Promise<StreamPages> {
  const child = fork(new URL('./streamClients.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`stream pages exited (${code})`))),
  );
  exited.catch(() => {});
  const next = (key: string) =>
    Promise.race([
      exited,
      new Promise<void>((resolve, reject) => {
        const on = (message: FromClients) => {
          if ('failed' in message) reject(new Error(`stream pages: ${message.failed}`));
          else if (key in message) resolve();
          else return;
          child.off('message', on);
        };
        child.on('message', on);
      }),
    ]);
  const tell = (message: ToClients) => child.send(message);
  const opened = next('opened');
  tell({ open: { url, count } });
  await opened;
  return {
    async timeWrite(kind, write) {
      const armed = next('armed');
      tell({ arm: { kind } });
      await armed;
      const arrived = next('arrived');
      const start = performance.now();
      await write();
      const written = performance.now() - start;
      await arrived;
      return { start, all: performance.now() - start, written };
    },
    close: () => child.disconnect(),
  };
}
