// One route of the API as the contract states it: method, path, who may call it, and its schema (params, query, body,
// responses). The API registers each route from this; the web's client takes its types from it.
import type { TSchema } from 'typebox';
import type { EventAction } from '@tcg/domain/access';
import type { Of } from './schemas.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `'public'`: anyone, no account (catalog, deck checker, pick order, health).
 * - `'account'`: any signed-in organizer account (create an event, house formats, the team registry).
 * - `{ action }`: a role in the event that grants the action (`@tcg/domain/access`); the event is `params.id`
 *   unless `eventOf` says the id is a match's (`'match'`) or a pod-play table's (`'table'`). Reads use `'view'`: public unless the event is private.
 */
export type RouteAccess = 'public' | 'account' | { action: EventAction; eventOf?: 'event' | 'match' | 'table' };

export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: { [status: number]: TSchema };
  [documentation: string]: unknown;
}

export interface Route<M extends Method = Method, U extends string = string, S extends RouteSchema = RouteSchema> {
  method: M;
  url: U;
  access: RouteAccess;
  schema: S;
}

export const route = <const M extends Method, const U extends string, const S extends RouteSchema>(
  method: M,
  url: U,
  access: RouteAccess,
  schema: S,
): Route<M, U, S> => ({ method, url, access, schema });

type Keyed<T extends readonly Route[]> = { [R in T[number] as `${R['method']} ${R['url']}`]: R };

/** An area's routes, all under the area's OpenAPI tag, keyed by `METHOD path`, in the order the API registers them. */
export const routes = <const T extends readonly Route[]>(tag: string, list: T): Keyed<T> =>
  Object.fromEntries(
    list.map((r): [string, Route] => [`${r.method} ${r.url}`, { ...r, schema: { tags: [tag], ...r.schema } }]),
  ) as Keyed<T>;

type Success = 200 | 201 | 202 | 204;
type Field<S, K extends string> = S extends { [k in K]: infer T extends TSchema } ? Of<T> : undefined;

/** What a call of the route answers when it succeeds. */
export type ReplyOf<R extends Route> = {
  [C in Success & keyof R['schema']['response']]: R['schema']['response'][C] extends TSchema
    ? Of<R['schema']['response'][C]>
    : never;
}[Success & keyof R['schema']['response']];

/** What a call of the route sends: its path's parameters, its query and its body, each only where the route has one, and optional where all of it is. */
export type InputOf<R extends Route> = Part<'params', Field<R['schema'], 'params'>> &
  Part<'query', Field<R['schema'], 'querystring'>> &
  Part<'body', Field<R['schema'], 'body'>>;

// A part every field of which is optional (a query of optional fields) may be left out.
type Part<K extends string, T> = [T] extends [undefined]
  ? unknown
  : Record<string, never> extends T
    ? { [k in K]?: T }
    : { [k in K]: T };
