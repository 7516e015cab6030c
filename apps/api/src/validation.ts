// How requests are checked against their schemas: the one Ajv configuration the app and the fuzzer (#18) share.
import { AjvCompiler } from '@fastify/ajv-compiler';

/**
 * ajv-formats' uuid also takes a `urn:uuid:` prefix, which PostgreSQL's uuid type refuses (a 500): an id is the bare
 * 8-4-4-4-12 hex form only.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ajvOptions = { removeAdditional: false, useDefaults: true } as const;
const strictCompiler = AjvCompiler();
const coercingCompiler = AjvCompiler();

/** Ajv reads `1e400` in a query as Infinity, calls it an integer and skips its bounds (they check finite numbers only). */
function finite(_schema: boolean, data: unknown): boolean {
  finite.errors = typeof data !== 'number' || Number.isFinite(data) ? null : [{ keyword: 'finite', message: 'must be a finite number', params: {} }];
  return finite.errors === null;
}
finite.errors = null as null | object[];

interface Ajv {
  addFormat(name: string, format: RegExp): unknown;
  addKeyword(definition: { keyword: string; errors: boolean; validate: typeof finite }): unknown;
}
const onCreate = (ajv: Ajv) => {
  ajv.addFormat('uuid', UUID);
  // Untyped: Ajv checks the keywords of numbers only on finite ones.
  ajv.addKeyword({ keyword: 'finite', errors: true, validate: finite });
};

/** PostgreSQL's integer column: every integer a request carries fits it (`Infinity` read from a query string does not). */
const INT4 = { minimum: -2147483648, maximum: 2147483647 };

/** A copy of the schema whose integers are finite and, without bounds of their own, get the integer column's. */
export function boundIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(boundIntegers) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, boundIntegers(value)]));
  if (copy.type === 'integer') return { ...copy, minimum: copy.minimum ?? INT4.minimum, maximum: copy.maximum ?? INT4.maximum, finite: true } as T;
  return copy as T;
}

// Fastify calls a compiler with the route's part; @fastify/ajv-compiler's types name only the schema.
type RouteSchema = { schema: unknown; httpPart?: string };
type Compile = (route: RouteSchema) => unknown;

/**
 * Bodies are JSON and keep their types (`version: null` is not 0, `bestOf: true` is not 1); path, query and header
 * values arrive as text and are read as the numbers or arrays their schemas name.
 */
export const buildValidator = ((externalSchemas: Parameters<typeof strictCompiler>[0]) => {
  const shared = boundIntegers(externalSchemas);
  const body = strictCompiler(shared, { customOptions: { ...ajvOptions, coerceTypes: false }, onCreate } as never) as unknown as Compile;
  const text = coercingCompiler(shared, { customOptions: { ...ajvOptions, coerceTypes: 'array' }, onCreate } as never) as unknown as Compile;
  return (route: RouteSchema) => {
    const bounded = { ...route, schema: boundIntegers(route.schema) };
    return route.httpPart === 'body' ? body(bounded) : text(bounded);
  };
}) as unknown as typeof strictCompiler;
