// The bad inputs of issue #18, each made from a plausible request for one operation: wrong types, missing and extra
// fields, 1 MB strings, deep nesting, NUL bytes, lone surrogates, out-of-range numbers, bad uuids, wrong content types
// and unreadable JSON. `refused` says whether the API promises to refuse the result; the fuzzer sends only those.
import { unstorableText } from '../../src/plugins/text.ts';
import { UUID } from '../../src/validation.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../../src/jsonBody/jsonDepth.ts';
import { validValue, type Operation, type Parameter, type Schema } from './openapi.ts';
import { seededUuid, type Random } from './random.ts';

/** A request before it is sent: path and query values URL-encoded, the body a value or raw text. */
export interface Draft {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: { value: unknown } | { raw: string } | null;
  contentType: string | null;
  /** The kind of bad input, for the report. */
  kind: string;
}

export interface Context {
  random: Random;
  components: Record<string, Schema>;
  /** A path parameter's seeded value (a real event, match, player…), or null for a made-up one. */
  known(operation: Operation, name: string): string | null;
}

const BODY_LIMIT = 1_048_576;
const MEGABYTE = 'x'.repeat(BODY_LIMIT);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, '', '1', 'true', 'null', [], {}, [1], { a: 1 }, [null]];
const HUGE_NUMBERS: unknown[] = [
  2147483648,
  -2147483649,
  4294967296,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  2 ** 63,
  0.5,
  -0,
];
const BAD_NUMBER_TEXT = [
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '9'.repeat(400),
  '1e21',
  '1e400',
  '1e1',
  'Infinity',
  '-Infinity',
  'NaN',
  '1.5',
  '0x10',
  '0b1',
  '0o7',
  '1_0',
  '%2010',
  '10%20',
  '%2B10',
  '010',
  '-1',
  '0',
  '',
  '1,2',
  '%00',
  '%ED%A0%80',
  '%FF',
];
const badUuids = (uuid: string) => [
  `urn:uuid:${uuid}`,
  `{${uuid}}`,
  uuid.replaceAll('-', ''),
  `${uuid}0`,
  uuid.slice(1),
  'null',
  'undefined',
  '0',
  `${uuid.slice(0, 35)}g`,
  `${uuid}%00`,
  `${uuid.slice(0, 8)}%ED%A0%80`,
  ' ',
];
const BROKEN_JSON = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1}x',
  'NaN',
  '',
  '[1,]',
  '"unterminated',
  '{"a":1,,}',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'image/png',
  'application/jsonp',
];

/** A plausible request for the operation: seeded ids in the path, values its schemas accept. */
export function baseDraft(operation: Operation, context: Context): Draft {
  const { random, components } = context;
  const text = (schema: Schema) => encodeURIComponent(String(validValue(schema, components, random)));
  const params = Object.fromEntries(
    operation.pathParams.map((p) => [p.name, context.known(operation, p.name) ?? text(p.schema)]),
  );
  const query = Object.fromEntries(
    operation.query.filter((p) => p.required || random.chance(0.5)).map((p) => [p.name, text(p.schema)]),
  );
  const body = operation.body ? { value: validValue(operation.body, components, random) } : null;
  return { params, query, body, contentType: body ? 'application/json' : null, kind: 'valid' };
}

type Path = (string | number)[];

/** Every place in a JSON value, the root first. */
function placesIn(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const here = { path, value };
  if (typeof value !== 'object' || value === null) return [here];
  return [
    here,
    ...Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
      placesIn(inner, [...path, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

function replaced(value: unknown, path: Path, replacement: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replacement(value);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const next = replaced(copy[head!], rest, replacement);
  if (next === REMOVE) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

const REMOVE = Symbol('remove');

/** A body value changed at one random place (places accepted by `where`). */
function atPlace(
  draft: Draft,
  random: Random,
  where: (value: unknown, path: Path) => boolean,
  change: (old: unknown) => unknown,
): Draft | null {
  if (!draft.body || !('value' in draft.body)) return null;
  const places = placesIn(draft.body.value).filter((place) => where(place.value, place.path));
  if (places.length === 0) return null;
  const place = random.pick(places);
  return { ...draft, body: { value: replaced(draft.body.value, place.path, change) } };
}

const splice = (text: string, random: Random, inserted: string) => {
  const at = random.int(text.length + 1);
  return `${text.slice(0, at)}${inserted}${text.slice(at)}`;
};

/** A path or query value changed, of a parameter `accepts` picks (an optional one left out included). */
function inUrl(
  draft: Draft,
  operation: Operation,
  random: Random,
  change: (old: string) => string,
  accepts: (parameter: Parameter) => boolean = () => true,
): Draft | null {
  const choices = [...operation.pathParams, ...operation.query].filter(accepts);
  if (choices.length === 0) return null;
  const parameter = random.pick(choices);
  const where = parameter.in === 'path' ? 'params' : 'query';
  return {
    ...draft,
    [where]: { ...draft[where], [parameter.name]: change(String(draft[where][parameter.name] ?? '')) },
  };
}

const numeric = (parameter: Parameter) => parameter.schema.type === 'integer' || parameter.schema.type === 'number';
const inPath = (parameter: Parameter) => parameter.in === 'path';
const inQuery = (parameter: Parameter) => parameter.in === 'query';

const nested = (depth: number, random: Random) =>
  random.chance(0.5) ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Each bad input: a draft made bad, or null when the operation has nowhere to put it. */
export const badInputs: Record<string, (draft: Draft, context: Context, operation: Operation) => Draft | null> = {
  'wrong type': (draft, { random }) =>
    atPlace(
      draft,
      random,
      () => true,
      () => random.pick(WRONG_TYPES),
    ),
  'wrong type in url': (draft, { random }, operation) =>
    inUrl(draft, operation, random, () => random.pick(['abc', 'true', 'null', '[]', '{}', '1,2', '-'])),
  'missing field': (draft, { random }) =>
    atPlace(
      draft,
      random,
      (_, path) => path.length > 0 && typeof path.at(-1) === 'string',
      () => REMOVE,
    ),
  'missing body': (draft) => (draft.body ? { ...draft, body: null, contentType: null } : null),
  'missing path value': (draft, { random }, operation) => inUrl(draft, operation, random, () => '', inPath),
  'extra field': (draft, { random }) =>
    atPlace(
      draft,
      random,
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      (old) => ({
        ...(old as object),
        [random.pick(['fuzzExtra', 'id', 'eventId', 'isAdmin', 'role'])]: random.pick(WRONG_TYPES),
      }),
    ),
  '1 MB string': (draft, { random }, operation) =>
    random.chance(0.5)
      ? atPlace(
          draft,
          random,
          () => true,
          () => MEGABYTE,
        )
      : inUrl(draft, operation, random, () => 'x'.repeat(random.pick([101, 10_000, BODY_LIMIT])), inQuery),
  'deep nesting': (draft, { random }, operation) => {
    if (!WITH_BODY.has(operation.method)) return null;
    const depth = random.pick([100, 1_000, 10_000, 100_000, 400_000]);
    const marker = '"__nested__"';
    const shaped =
      draft.body && 'value' in draft.body
        ? atPlace(
            draft,
            random,
            () => true,
            () => '__nested__',
          )
        : null;
    const raw =
      shaped && shaped.body && 'value' in shaped.body
        ? JSON.stringify(shaped.body.value).replace(marker, nested(depth, random))
        : nested(depth, random);
    return { ...draft, body: { raw }, contentType: 'application/json' };
  },
  'NUL byte': (draft, { random }, operation) =>
    random.chance(0.6)
      ? atPlace(
          draft,
          random,
          (value) => typeof value === 'string',
          (old) => splice(String(old), random, '\u0000'),
        )
      : inUrl(draft, operation, random, (old) => `${old}%00`),
  'NUL byte in key': (draft, { random }) =>
    atPlace(
      draft,
      random,
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      (old) => ({ ...(old as object), 'na\u0000me': 'x' }),
    ),
  'lone surrogate': (draft, { random }, operation) =>
    random.chance(0.6)
      ? atPlace(
          draft,
          random,
          (value) => typeof value === 'string',
          (old) => splice(String(old), random, random.pick(['\uD800', '\uDFFF', '\uDBFF'])),
        )
      : inUrl(
          draft,
          operation,
          random,
          (old) => `${old}${random.pick(['%ED%A0%80', '%ED%BF%BF', '%FF', '%C0%80', '%E0%A4%A'])}`,
        ),
  'out-of-range number': (draft, { random }, operation) =>
    (random.chance(0.5)
      ? atPlace(
          draft,
          random,
          (value) => typeof value === 'number',
          () => random.pick(HUGE_NUMBERS),
        )
      : null) ?? inUrl(draft, operation, random, () => random.pick(BAD_NUMBER_TEXT), numeric),
  'bad uuid': (draft, { random }, operation) =>
    (random.chance(0.4)
      ? atPlace(
          draft,
          random,
          (value) => typeof value === 'string' && UUID.test(value),
          (old) => random.pick(badUuids(String(old))).replaceAll('%00', '\u0000'),
        )
      : null) ??
    inUrl(
      draft,
      operation,
      random,
      (old) => encodeURI(random.pick(badUuids(decodeURIComponent(old) || seededUuid(random)))).replaceAll('%25', '%'),
      (p) => p.schema.format === 'uuid',
    ),
  'wrong content type': (draft, { random }, operation) => {
    if (!WITH_BODY.has(operation.method)) return null;
    const raw = draft.body && 'value' in draft.body ? JSON.stringify(draft.body.value) : 'fuzz';
    return { ...draft, body: { raw: raw ?? 'fuzz' }, contentType: random.pick(CONTENT_TYPES) };
  },
  'invalid JSON': (draft, { random }, operation) =>
    WITH_BODY.has(operation.method)
      ? { ...draft, body: { raw: random.pick(BROKEN_JSON) }, contentType: 'application/json' }
      : null,
  'NUL byte in query': (draft, { random }) => ({
    ...draft,
    query: { ...draft.query, [random.pick(['fuzz', 'q', 'round'])]: random.pick(['%00', 'a%00b']) },
  }),
  'repeated query value': (draft, { random }) => {
    const names = Object.keys(draft.query);
    if (names.length === 0) return null;
    const name = random.pick(names);
    return { ...draft, query: { ...draft.query, [name]: [String(draft.query[name]), random.pick(['1', 'x', '%00'])] } };
  },
  'made-up ids': (draft, { random }, operation) => inUrl(draft, operation, random, () => seededUuid(random), inPath),
};

/** One bad request for the operation: a bad input the API must refuse (any for a read); a NUL byte in the query when nothing else fits. */
export function badDraft(operation: Operation, context: Context): Draft {
  const kinds = Object.keys(badInputs);
  for (let attempt = 0; attempt < 30; attempt++) {
    const kind = context.random.pick(kinds);
    const made = badInputs[kind]!(baseDraft(operation, context), context, operation);
    // A read changes nothing even when it is valid: those are sent whatever the schema says, to find what it lets through.
    if (made && (operation.method === 'GET' || refused(operation, made))) return { ...made, kind };
  }
  return { ...baseDraft(operation, context), query: { fuzz: '%00' }, kind: 'NUL byte in query' };
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** What the request carries as its body once read, or 'refused' when reading it already fails. */
function bodyOf(operation: Operation, draft: Draft): unknown {
  if (!WITH_BODY.has(operation.method)) return undefined;
  if (!draft.body) return BODY_OPTIONAL.has(`${operation.method} ${operation.path}`) ? {} : undefined;
  const raw = 'raw' in draft.body ? draft.body.raw : JSON.stringify(draft.body.value);
  if (Buffer.byteLength(raw ?? '') > (LARGE_BODIES[`${operation.method} ${operation.path}`] ?? BODY_LIMIT))
    return REFUSED;
  const type = draft.contentType ?? '';
  if (type.startsWith('text/plain')) return raw;
  if (!type.startsWith('application/json')) return REFUSED;
  if (jsonDepth(raw ?? '', MAX_JSON_DEPTH) > MAX_JSON_DEPTH || /"(__proto__|constructor)"/.test(raw ?? ''))
    return REFUSED;
  try {
    return JSON.parse(raw ?? '') as unknown;
  } catch {
    return REFUSED;
  }
}

const REFUSED = Symbol('refused');

/** Routes that take bodies over the 1 MiB every other one is held to (an event export with its audit trail, a TOM file). */
const LARGE_BODIES: Record<string, number> = {
  'POST /api/imports/event': 32 * BODY_LIMIT,
  'POST /api/imports/tdf': 4 * BODY_LIMIT,
};

/** Routes that read a missing body as `{}` (a drop without a reason), which their schema then accepts. */
const BODY_OPTIONAL = new Set(['POST /api/events/{id}/players/{playerId}/drop']);

/** Whether the API refuses the request before it can change anything: a schema broken, text it cannot store, a body it cannot read. */
export function refused(operation: Operation, draft: Draft): boolean {
  const params = Object.fromEntries(Object.entries(draft.params).map(([name, value]) => [name, decoded(value)]));
  const query = Object.fromEntries(
    Object.entries(draft.query).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map(decoded) : decoded(value),
    ]),
  );
  if (Object.values(draft.params).some((value) => value === '' || value.length > 100)) return true;
  const body = bodyOf(operation, draft);
  if (body === REFUSED) return true;
  if (unstorableText(params, '') !== null || unstorableText(query, '') !== null || unstorableText(body, '') !== null)
    return true;
  if (operation.validate.params && !operation.validate.params(structuredClone(params))) return true;
  if (operation.validate.querystring && !operation.validate.querystring(structuredClone(query))) return true;
  return (
    WITH_BODY.has(operation.method) &&
    operation.validate.body !== null &&
    !operation.validate.body(body === undefined ? undefined : structuredClone(body))
  );
}

/** The draft as inject() options. */
export function injectOptions(operation: Operation, draft: Draft, cookie: string) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => draft.params[name] ?? '');
  const query = Object.entries(draft.query)
    .flatMap(([name, value]) => [value].flat().map((one) => `${encodeURIComponent(name)}=${one}`))
    .join('&');
  const payload =
    !draft.body || !WITH_BODY.has(operation.method)
      ? undefined
      : 'raw' in draft.body
        ? draft.body.raw
        : JSON.stringify(draft.body.value);
  const headers: Record<string, string> = { cookie };
  if (payload !== undefined && draft.contentType) headers['content-type'] = draft.contentType;
  return {
    method: operation.method as 'GET',
    url: `${path}${query ? `?${query}` : ''}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}
