// Views computed once for each state of an event: every page of a 4,096-player round or of its standings is cut from
// the one whole view, not computed again for each page.
import type { EventState } from '@tcg/db';

const computed = new WeakMap<EventState, Map<string, unknown>>();

/**
 * The view `key` of `state`, computed the first time it is asked for. A state is never changed (a result makes a new
 * one), so a view kept with it stays true, and goes with it when no cache holds the state any more.
 */
export function onceForState<T>(state: EventState, key: string, compute: (state: EventState) => T): T {
  const views = computed.get(state) ?? new Map<string, unknown>();
  computed.set(state, views);
  if (!views.has(key)) views.set(key, compute(state));
  return views.get(key) as T;
}
