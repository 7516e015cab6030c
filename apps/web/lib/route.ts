// The web's one view of the API's routes, for the server's reads (api.ts) and the browser's calls (client.ts) alike:
// a call names the route's method and path as the contract does, and gets the route's input and reply types from it.
import type { InputOf, Method, PathOf, ReplyOf, RouteAt } from '@tcg/contract';
import { address, type Values } from './address';

export type { Method, PathOf };
export type Reply<M extends Method, P extends PathOf<M>> = ReplyOf<RouteAt<M, P>>;
type Input<M extends Method, P extends PathOf<M>> = InputOf<RouteAt<M, P>>;

/** The call's input after its path: required where the route needs parameters, a query or a body, else optional. */
export type Args<M extends Method, P extends PathOf<M>> =
  Record<string, never> extends Input<M, P> ? [input?: Input<M, P>] : [input: Input<M, P>];

export interface CallInput {
  params?: object;
  query?: object;
  body?: unknown;
}

/** The address of one call: the route's path with its parameters filled in, then its query. */
export const target = (path: string, input: CallInput = {}) =>
  address(path, input.params as Values, input.query as Values);
