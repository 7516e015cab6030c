// The routes of the API's OpenAPI document as the fuzzer (#18) reads them: each operation's path, query and body
// schemas, a plausible valid value for a schema, and the app's own validators to tell whether a request breaks them.
import { buildValidator } from '../../src/validation.ts';
import { seededUuid, type Random } from './random.ts';

export type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

type Validate = ((value: unknown) => boolean) | null;

export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: Schema | null;
  validate: { params: Validate; querystring: Validate; body: Validate };
}

const COMPONENT = '#/components/schemas/';

/** `#/components/schemas/X` becomes `X`, the component's `$id` in the validators. */
function localRefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, inner: unknown) =>
    key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENT) ? inner.slice(COMPONENT.length) : inner,
  ) as T;
}

const objectOf = (parameters: Parameter[]): Schema => ({
  type: 'object',
  properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
  required: parameters.filter((p) => p.required).map((p) => p.name),
});

/** Every operation of the document, in the document's order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const components = localRefs(document.components?.schemas ?? {});
  const external = Object.fromEntries(Object.entries(components).map(([id, schema]) => [id, { ...schema, $id: id }]));
  const compile = buildValidator(external, {}) as unknown as (route: {
    schema: Schema;
    httpPart: string;
    method: string;
    url: string;
  }) => (value: unknown) => boolean;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = localRefs(operation.parameters ?? []);
      const pathParams = parameters.filter((p) => p.in === 'path');
      const query = parameters.filter((p) => p.in === 'query');
      const body = localRefs(operation.requestBody?.content?.['application/json']?.schema ?? null);
      const part = (schema: Schema | null, httpPart: string) =>
        schema ? compile({ schema, httpPart, method: method.toUpperCase(), url: path }) : null;
      return {
        method: method.toUpperCase(),
        path,
        pathParams,
        query,
        body,
        validate: {
          params: part(objectOf(pathParams), 'params'),
          querystring: part(query.length ? objectOf(query) : null, 'querystring'),
          body: part(body, 'body'),
        },
      };
    }),
  );
}

/** A value the schema probably accepts (patterns and cross-field rules aside): the base each bad input is made from. */
export function validValue(schema: Schema, components: Record<string, Schema>, random: Random, depth = 0): unknown {
  if (schema.$ref) return validValue(components[schema.$ref] ?? {}, components, random, depth + 1);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return validValue(random.pick(union), components, random, depth + 1);
  if (Array.isArray(schema.enum)) return random.pick(schema.enum as unknown[]);
  if ('const' in schema) return schema.const;
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : min + 20;
  switch (type) {
    case 'integer':
      return min + random.int(Math.min(max - min, 1000) + 1);
    case 'number':
      return min + random.next() * Math.min(max - min, 1000);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'string':
      return validString(schema, random);
    case 'array': {
      if (depth > 6) return [];
      const count = Math.max(Number(schema.minItems ?? 0), random.int(3));
      return Array.from({ length: Math.min(count, Number(schema.maxItems ?? count)) }, () =>
        validValue((schema.items as Schema) ?? {}, components, random, depth + 1),
      );
    }
    default: {
      if (depth > 6 || !schema.properties) return {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const entries = Object.entries(schema.properties as Record<string, Schema>).filter(
        ([name]) => required.has(name) || random.chance(0.5),
      );
      return Object.fromEntries(
        entries.map(([name, inner]) => [name, validValue(inner, components, random, depth + 1)]),
      );
    }
  }
}

function validString(schema: Schema, random: Random): string {
  if (schema.format === 'uuid') return seededUuid(random);
  if (schema.format === 'date-time') return new Date(Date.UTC(2026, 0, 1 + random.int(300))).toISOString();
  if (schema.format === 'email') return `fuzz${random.int(1000)}@example.test`;
  if (typeof schema.pattern === 'string' && schema.pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-05-01';
  const length = Math.max(Number(schema.minLength ?? 0), 1 + random.int(12));
  return 'fuzz'.repeat(length).slice(0, Math.min(length, Number(schema.maxLength ?? length)));
}
