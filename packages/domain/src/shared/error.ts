import type { AppCode, RuleCode } from './errorCodes.ts';

/** A broken rule, as data: the code tools match on, the floor-rules section, and words for people. */
export interface RuleError {
  code: RuleCode;
  section?: string;
  message: string;
  field?: string;
}

export type Result<T, E extends RuleError = RuleError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const fail = (
  code: RuleCode,
  message: string,
  section?: string,
  field?: string,
): { ok: false; error: RuleError } => ({
  ok: false,
  error: { code, message, ...(section ? { section } : {}), ...(field ? { field } : {}) },
});

/** Thrown when a domain Result fails; the API answers it with the status its code maps to. */
export class RuleViolation extends Error {
  constructor(readonly error: RuleError) {
    super(error.message);
    this.name = 'RuleViolation';
  }
}

/** The value of a decided rule, or its refusal thrown as a RuleViolation. */
export function must<T>(result: Result<T>): T {
  if (!result.ok) throw new RuleViolation(result.error);
  return result.value;
}

/** Access and infrastructure refusals (not signed in, not found, version conflict…): no rule is broken. */
export class AppError extends Error {
  constructor(
    readonly code: AppCode,
    message: string,
    /** Extra fields of the answer, beside code and message (the stored match of a version conflict). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

type Words<S extends string> = S extends `${infer A}_${infer B}` ? `${A} ${Words<B>}` : S;

/** What a `_NOT_FOUND` code names, in words: 'judge call' for JUDGE_CALL_NOT_FOUND. */
export type Missing = AppCode extends infer C
  ? C extends `${infer T}_NOT_FOUND`
    ? Words<Lowercase<T>>
    : never
  : never;

/** EVENT_NOT_FOUND and its siblings, worded "No event <id>." unless a message is given. */
export function notFound(what: Missing, id: string): AppError;
export function notFound(what: Missing, id: string | null, message: string): AppError;
export function notFound(what: Missing, id: string | null, message = `No ${what} ${id}.`): AppError {
  return new AppError(`${what.toUpperCase().replaceAll(' ', '_')}_NOT_FOUND` as AppCode, message);
}
