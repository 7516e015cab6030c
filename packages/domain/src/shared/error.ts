/** A broken rule, as data: the code tools match on, the floor-rules section, and words for people. */
export interface RuleError {
  code: string;
  section?: string;
  message: string;
  field?: string;
}

export type Result<T, E extends RuleError = RuleError> =
  | { ok: true; value: T }
  | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const fail = (code: string, message: string, section?: string, field?: string): { ok: false; error: RuleError } => ({
  ok: false,
  error: { code, message, ...(section ? { section } : {}), ...(field ? { field } : {}) },
});

/** Thrown by apps when a domain Result fails; the API's error handler turns it into a 4xx. */
export class RuleViolation extends Error {
  constructor(readonly error: RuleError, readonly status = 400) {
    super(error.message);
    this.name = 'RuleViolation';
  }
}
