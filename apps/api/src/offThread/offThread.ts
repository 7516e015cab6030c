// Files read in a worker thread (#32): parsing and checking a 27 MiB event import held the API's thread for 0.6–1.4 s,
// a 4,500-player TOM file for 0.3 s, and every other request of the room waited.
import { Worker } from 'node:worker_threads';
import type { TdfEvent } from '@tcg/domain/tdf';
import { AppError, type AppCode, type Result } from '@tcg/domain/shared';
import { notJson } from '../jsonBody/readJson.ts';

/** JSON bodies from this size on are read off the API's thread; a worker costs some 50 ms to start. */
export const OFF_THREAD_BYTES = 1_048_576;
/** Workers reading at once: each holds its file's value, some five times the file's size. */
const READERS = 2;

/** What a worker is asked to read: a JSON body's bytes (handed over), or a TOM file's text. */
export type Task = { kind: 'json'; bytes: ArrayBuffer } | { kind: 'tdf'; text: string };

export type FromWorker =
  | { kind: 'head'; value: unknown }
  | { kind: 'rows'; key: string; rows: unknown[] }
  | { kind: 'done' }
  | { kind: 'refused'; code: AppCode; message: string; details: Record<string, unknown> }
  | { kind: 'notJson' };

let reading = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<void> {
  if (reading < READERS) {
    reading++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function done() {
  const next = waiting.shift();
  if (next) next();
  else reading--;
}

/** The body's own bytes, handed over without a copy when the buffer is theirs alone. */
function bytesOf(body: Buffer): ArrayBuffer {
  const { buffer } = body;
  const whole = body.byteOffset === 0 && body.byteLength === buffer.byteLength && buffer instanceof ArrayBuffer;
  return whole ? buffer : (buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
}

function read(task: Task): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.mjs', import.meta.url));
    let value: unknown;
    // Each slice is asked for once the last one is in and other requests have had their turn.
    const next = () => setImmediate(() => worker.postMessage('next'));
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'head') value = message.value;
      else if (message.kind === 'rows') (value as Record<string, unknown[]>)[message.key]!.push(...message.rows);
      if (message.kind === 'head' || message.kind === 'rows') next();
      else {
        if (message.kind === 'done') resolve(value);
        else if (message.kind === 'refused') reject(new AppError(message.code, message.message, message.details));
        else reject(notJson());
        void worker.terminate();
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`The worker reading the file stopped (exit code ${code}).`)));
    worker.postMessage(task, task.kind === 'json' ? [task.bytes] : []);
  });
}

async function inTurn(task: Task): Promise<unknown> {
  await turn();
  try {
    return await read(task);
  } finally {
    done();
  }
}

/** The body's value, read as `readJson` reads it but in a worker; the API's thread only takes in the slices. */
export const readJsonOffThread = (body: Buffer): Promise<unknown> => inTurn({ kind: 'json', bytes: bytesOf(body) });

/** `parseTdf` of the file, run in a worker. */
export const parseTdfOffThread = (xml: string) => inTurn({ kind: 'tdf', text: xml }) as Promise<Result<TdfEvent>>;
