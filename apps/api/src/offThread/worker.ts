// The worker that reads a file off the API's thread (#32): a large JSON body or a TOM file. The API's thread gets the
// value back a slice of each long array at a time, so no single message holds that thread for long.
import { parentPort } from 'node:worker_threads';
import { AppError } from '@tcg/domain/shared';
import { parseTdf } from '@tcg/domain/tdf';
import { isNotJson, readJson } from '../jsonBody/readJson.ts';
import type { FromWorker, Task } from './offThread.ts';

/** Rows a message carries: a few milliseconds of the API's thread to take in. */
const ROWS_PER_MESSAGE = 1_000;

const post = (message: FromWorker) => parentPort!.postMessage(message);

/** Resolves when the API's thread has taken in the last message: messages sent at once would be taken in at once. */
const taken = () => new Promise((resolve) => parentPort!.once('message', resolve));

/** The value's long arrays (an export's tables) sent a slice at a time after the rest of it. */
async function send(value: unknown) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return post({ kind: 'head', value });
  const long = Object.entries(value).filter(
    (entry): entry is [string, unknown[]] => Array.isArray(entry[1]) && entry[1].length > ROWS_PER_MESSAGE,
  );
  post({ kind: 'head', value: { ...value, ...Object.fromEntries(long.map(([key]) => [key, []])) } });
  for (const [key, rows] of long) {
    for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
      await taken();
      post({ kind: 'rows', key, rows: rows.slice(i, i + ROWS_PER_MESSAGE) });
    }
  }
}

async function reply(task: Task) {
  try {
    await send(task.kind === 'json' ? readJson(Buffer.from(task.bytes).toString('utf8')) : parseTdf(task.text));
    await taken();
    post({ kind: 'done' });
  } catch (error) {
    if (error instanceof AppError)
      post({ kind: 'refused', code: error.code, message: error.message, details: error.details });
    else if (isNotJson(error)) post({ kind: 'notJson' });
    // Anything else ends the worker with the error: the request answers 500, as on the API's thread.
    else throw error;
  }
}

parentPort!.once('message', (task: Task) => void reply(task));
