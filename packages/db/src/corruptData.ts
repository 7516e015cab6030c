import type { Static, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

/** Stored data that does not have the shape it was written with: logged, and answered as the fixed 500. */
export class CorruptData extends Error {
  constructor(what: string, detail: string) {
    super(`Stored ${what} is corrupt: ${detail}`);
    this.name = 'CorruptData';
  }
}

/** A JSON column read back through its schema: the value as typed, or CorruptData naming the column and the first problem. */
export function decode<T extends TSchema>(schema: T, value: unknown, what: string): Static<T> {
  const validator = validatorOf(schema);
  if (validator.Check(value)) return value as Static<T>;
  const first = validator.Errors(value)[0];
  throw new CorruptData(what, first ? `${first.instancePath || '/'} ${first.message}` : 'wrong shape');
}

// Every cell of a JSON column is checked as it is read (a 1024-player event's standings read thousands), so each schema is compiled once.
const validators = new WeakMap<TSchema, Validator>();
function validatorOf(schema: TSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = Compile(schema)));
  return validator;
}
