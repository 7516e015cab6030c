// Checking organizer-written data (a format definition, a card set) field by field; the first problem names its field.

/** Thrown inside a check only, turned into a Result at its boundary. */
export class FieldProblem extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(problem);
  }
}

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function need(ok: boolean, field: string, problem: string): asserts ok {
  if (!ok) throw new FieldProblem(field, problem);
}

export function text(v: unknown, field: string, max = 80): string {
  need(typeof v === 'string' && v.trim() !== '' && v.length <= max, field, `must be text of 1–${max} characters`);
  return v.trim();
}
