// A JSON body as every route gets it (#18, #32): not nested past MAX_JSON_DEPTH, no `__proto__` or `constructor` keys,
// no text PostgreSQL cannot store. Pure, so the API's thread and the worker that reads large bodies share it.
import { AppError } from '@tcg/domain/shared';
import { errorCodes } from 'fastify';
import secureJson from 'secure-json-parse';
import { jsonDepth, MAX_JSON_DEPTH } from './jsonDepth.ts';
import { unstorableTextError } from '../plugins/text.ts';

/** Fastify's own answer to a body that is not JSON (400), whichever thread read it. */
export const notJson = () => new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
export const isNotJson = (error: unknown) => error instanceof errorCodes.FST_ERR_CTP_INVALID_JSON_BODY;

/** The body's value; an AppError naming the problem, or `notJson()` for a body that is not JSON (or names `__proto__`). */
export function readJson(text: string): unknown {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new AppError('VALIDATION_ERROR', `body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`);
  }
  let value: unknown;
  try {
    value = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw notJson();
  }
  const refused = unstorableTextError('body', value);
  if (refused) throw refused;
  return value;
}
