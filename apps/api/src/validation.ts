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
  finite.errors =
    typeof data !== 'number' || Number.isFinite(data)
      ? null
      : [{ keyword: 'finite', message: 'must be a finite number', params: {} }];
  return finite.errors === null;
}
finite.errors = null as null | object[];

/** Path, query and header numbers as text: decimal digits, a leading minus allowed (the bounds refuse it where it means nothing). */
const DECIMAL = { integer: /^-?[0-9]+$/, number: /^-?[0-9]+(\.[0-9]+)?$/ };
type Numeric = keyof typeof DECIMAL;

/**
 * Ajv would read `0x10`, `1e1`, ` 10` or `+10` as numbers: an object's numeric properties (named with their type) must
 * arrive as decimal text. Checked on the object, before its properties are coerced.
 */
function decimalText(numeric: Record<string, Numeric>, data: unknown): boolean {
  const values = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  decimalText.errors = Object.entries(numeric)
    .filter(([name, type]) =>
      [values[name] ?? []].flat().some((value) => typeof value === 'string' && !DECIMAL[type].test(value)),
    )
    .map(([name, type]) => ({
      keyword: 'decimalText',
      instancePath: `/${name}`,
      message: `must be ${type === 'integer' ? 'an integer' : 'a number'} in decimal digits`,
      params: {},
    }));
  return decimalText.errors.length === 0;
}
decimalText.errors = [] as object[];

interface Ajv {
  addFormat(name: string, format: RegExp): unknown;
  addKeyword(definition: {
    keyword: string;
    errors: boolean;
    validate: typeof finite | typeof decimalText;
    type?: string;
    before?: string;
  }): unknown;
}
const onCreate = (ajv: Ajv) => {
  ajv.addFormat('uuid', UUID);
  // Untyped: Ajv checks the keywords of numbers only on finite ones.
  ajv.addKeyword({ keyword: 'finite', errors: true, validate: finite });
  ajv.addKeyword({ keyword: 'decimalText', type: 'object', before: 'properties', errors: true, validate: decimalText });
};

/** A copy of a JSON schema with `change` applied to every object in it, innermost first. */
function mapSchema<T>(schema: T, change: (node: Record<string, unknown>) => Record<string, unknown>): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => mapSchema(item, change)) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  return change(Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, mapSchema(value, change)]))) as T;
}

/** PostgreSQL's integer column: every integer a request carries fits it (`Infinity` read from a query string does not). */
const INT4 = { minimum: -2147483648, maximum: 2147483647 };

/** A copy of the schema whose integers are finite and, without bounds of their own, get the integer column's. */
export const boundIntegers = <T>(schema: T): T =>
  mapSchema(schema, (node) =>
    node.type === 'integer'
      ? { ...node, minimum: node.minimum ?? INT4.minimum, maximum: node.maximum ?? INT4.maximum, finite: true }
      : node,
  );

/** A copy of a path, query or header schema whose objects name their numeric properties for `decimalText`. */
const decimalOnly = <T>(schema: T): T =>
  mapSchema(schema, (node) => {
    const properties = Object.entries((node.properties ?? {}) as Record<string, { type?: unknown }>);
    const numeric = Object.fromEntries(
      properties
        .filter(([, property]) => property.type === 'integer' || property.type === 'number')
        .map(([name, property]) => [name, property.type]),
    );
    return Object.keys(numeric).length ? { ...node, decimalText: numeric } : node;
  });

// Fastify calls a compiler with the route's part; @fastify/ajv-compiler's types name only the schema.
type RouteSchema = { schema: unknown; httpPart?: string };
type Compile = (route: RouteSchema) => unknown;

/**
 * Bodies are JSON and keep their types (`version: null` is not 0, `bestOf: true` is not 1); path, query and header
 * values arrive as text and are read as the numbers (written in decimal digits) or arrays their schemas name.
 */
export const buildValidator = ((externalSchemas: Parameters<typeof strictCompiler>[0]) => {
  const shared = boundIntegers(externalSchemas);
  const body = strictCompiler(shared, {
    customOptions: { ...ajvOptions, coerceTypes: false },
    onCreate,
  } as never) as unknown as Compile;
  const text = coercingCompiler(decimalOnly(shared), {
    customOptions: { ...ajvOptions, coerceTypes: 'array' },
    onCreate,
  } as never) as unknown as Compile;
  return (route: RouteSchema) => {
    const bounded = boundIntegers(route.schema);
    return route.httpPart === 'body'
      ? body({ ...route, schema: bounded })
      : text({ ...route, schema: decimalOnly(bounded) });
  };
}) as unknown as typeof strictCompiler;
