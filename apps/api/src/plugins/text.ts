// Issue #18: text PostgreSQL cannot store (a NUL byte) or that is not Unicode (a lone surrogate) is refused as 400
// naming the field, before any route reads it, instead of failing in the database as a 500.
import { AppError } from '@tcg/domain/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first string (key or value) holding unstorable text, or null. */
export function unstorableText(value: unknown, path: string): string | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (unstorable(key)) return at;
    const found = unstorableText(inner, at);
    if (found) return found;
  }
  return null;
}

/** The refusal of a request part holding unstorable text, naming the field; null when it holds none. */
export function unstorableTextError(part: string, value: unknown): AppError | null {
  const field = unstorableText(value, '');
  if (field === null) return null;
  return new AppError(
    'VALIDATION_ERROR',
    `${part}${field ? `.${field}` : ''} holds a NUL byte or a broken Unicode character, which cannot be stored.`,
    field ? { field } : {},
  );
}

/** A JSON body was checked as it was read (plugins/jsonBody.ts, a large one off the API's thread); a text body (a TOM file) is checked here. */
const textBody = (body: unknown) => (typeof body === 'string' ? body : undefined);

export default fp(async function text(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', textBody(request.body)],
    ] as const) {
      const refused = unstorableTextError(part, value);
      if (refused) throw refused;
    }
  });
});
