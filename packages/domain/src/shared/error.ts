import type { AppCode, RuleCode } from './errorCodes.ts';

/** A broken rule, as data: the code tools match on, the floor-rules section, and words for people. */
export interface RuleError {
  code: RuleCode;
  section?: string;
  message: string;
  field?: string;
}

export type Result<T, E extends RuleError = RuleError> =
  | { ok: true; value: T }
  | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const fail = (code: RuleCode, message: string, section?: string, field?: string): { ok: false; error: RuleError } => ({
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

/** What could not be found: EVENT_NOT_FOUND and its siblings. */
export const notFound = (code: AppCode & `${string}_NOT_FOUND`, message: string) => new AppError(code, message);
