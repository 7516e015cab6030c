import type { FormatKind } from '../format/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { limitedFormat } from './limitedSettings.ts';
import type { LimitedFormatId } from './product.ts';

export interface LimitedEventFacts {
  name: string;
  format: string | null;
  /** The kind of the event's format once resolved: an organizer's custom format may be Limited too. */
  kind?: FormatKind | null;
}

/** What the caller needs: pools (any Limited format), or booster product, pods and drafts (a built-in Limited format). */
export type LimitedUse = 'pool' | 'product';

/** 201, 230: pools belong to Limited events; product, pods and drafts to the built-in Limited formats (234–236). */
export function checkLimited(event: LimitedEventFacts, use: 'product'): Result<LimitedFormatId>;
export function checkLimited(event: LimitedEventFacts, use: 'pool'): Result<LimitedFormatId | null>;
export function checkLimited(event: LimitedEventFacts, use: LimitedUse): Result<LimitedFormatId | null> {
  const builtIn = limitedFormat(event.format);
  if (builtIn) return ok(builtIn);
  if (use === 'pool') {
    return event.kind === 'limited'
      ? ok(null)
      : fail('NOT_LIMITED', `${event.name} is not a Limited event: its players register no pool.`, '230');
  }
  return fail(
    'NOT_LIMITED',
    `${event.format ?? 'An event without a card format'} is not a Limited format: no booster product to order.`,
    '201',
  );
}
