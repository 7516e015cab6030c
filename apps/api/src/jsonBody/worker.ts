// The worker that reads a large JSON body (#32): the API's thread hands it the bytes and gets the value back a slice
// of each long array at a time, so no single message holds that thread for long.
import { parentPort } from 'node:worker_threads';
import { AppError } from '@tcg/domain/shared';
import type { FromWorker } from './offThread.ts';
import { readJson } from './readJson.ts';

/** Rows a message carries: a few milliseconds of the API's thread to take in. */
const ROWS_PER_MESSAGE = 1_000;

const post = (message: FromWorker) => parentPort!.postMessage(message);

/** Resolves when the API's thread has taken in the last message: messages sent at once would be taken in at once. */
const taken = () => new Promise((resolve) => parentPort!.once('message', resolve));

/** The value's long arrays (an export's tables) sent a slice at a time after the rest of it. */
async function send(value: unknown) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return post({ kind: 'head', value });
  const long = Object.entries(value).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]) && entry[1].length > ROWS_PER_MESSAGE);
  post({ kind: 'head', value: { ...value, ...Object.fromEntries(long.map(([key]) => [key, []])) } });
  for (const [key, rows] of long) {
    for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
      await taken();
      post({ kind: 'rows', key, rows: rows.slice(i, i + ROWS_PER_MESSAGE) });
    }
  }
}

async function reply(bytes: ArrayBuffer) {
  try {
    await send(readJson(Buffer.from(bytes).toString('utf8')));
    await taken();
    post({ kind: 'done' });
  } catch (error) {
    if (error instanceof AppError) post({ kind: 'refused', code: error.code, message: error.message, details: error.details });
    else if (error instanceof SyntaxError) post({ kind: 'unreadable', message: error.message });
    // Anything else ends the worker with the error: the request answers 500, as on the API's thread.
    else throw error;
  }
}

parentPort!.once('message', (bytes: ArrayBuffer) => void reply(bytes));
