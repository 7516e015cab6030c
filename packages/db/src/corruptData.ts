import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** Stored data that does not have the shape it was written with: logged, and answered as the fixed 500. */
export class CorruptData extends Error {
  constructor(what: string, detail: string) {
    super(`Stored ${what} is corrupt: ${detail}`);
    this.name = 'CorruptData';
  }
}

/** A JSON column read back through its schema: the value as typed, or CorruptData naming the column and the first problem. */
export function decode<T extends TSchema>(schema: T, value: unknown, what: string): Static<T> {
  if (Value.Check(schema, value)) return value;
  const first = Value.Errors(schema, value)[0];
  throw new CorruptData(what, first ? `${first.instancePath || '/'} ${first.message}` : 'wrong shape');
}
