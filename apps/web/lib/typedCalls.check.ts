// Compile-time checks of the typed client (tsc reads this file; nothing imports it): each call below that breaks the
// contract must fail to compile, or tsc reports the unused @ts-expect-error.
import type { Args, PathOf, Reply } from './route';

declare function call<M extends 'GET' | 'POST', P extends PathOf<M>>(
  method: M,
  path: P,
  ...input: Args<M, P>
): Reply<M, P>;

export function checks() {
  // The reply is the route's: the standings of a Swiss or pod-play event.
  const standings = call('GET', '/events/:id/standings', { params: { id: 'e1' }, query: { round: 2 } });
  void standings.rows;
  // No input where the route needs none.
  void call('GET', '/formats');
  // @ts-expect-error a path the API does not have
  void call('GET', '/events/:id/standing', { params: { id: 'e1' } });
  // @ts-expect-error the path's parameters are required
  void call('GET', '/events/:id/standings');
  // @ts-expect-error a query field the route does not take
  void call('GET', '/events/:id/standings', { params: { id: 'e1' }, query: { rounds: 2 } });
  // @ts-expect-error a round is a number
  void call('GET', '/events/:id/rounds/:n', { params: { id: 'e1', n: 'two' } });
  // @ts-expect-error the body of a new event needs its name
  void call('POST', '/events', { body: { format: 'modified' } });
  // @ts-expect-error a method the path does not answer
  void call('POST', '/events/:id/standings', { params: { id: 'e1' } });
}
