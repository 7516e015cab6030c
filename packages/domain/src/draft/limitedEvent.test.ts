import { describe, expect, it } from 'vitest';
import { checkLimited, type LimitedEventFacts, type LimitedUse } from './limitedEvent.ts';

const event = (format: string, kind?: LimitedEventFacts['kind']): LimitedEventFacts => ({
  name: 'League Cup',
  format,
  ...(kind === undefined ? {} : { kind }),
});

describe('a Limited event (201, 230)', () => {
  it.each<[string, LimitedEventFacts, LimitedUse, unknown]>([
    ['a Sealed Deck event has pools', event('sealed', 'limited'), 'pool', 'sealed'],
    ['a Rochester Draft orders product', event('rochester-draft'), 'product', 'rochester-draft'],
    ['a Booster Draft orders product', event('booster-draft'), 'product', 'booster-draft'],
    ['a custom Limited format has pools', event('house-sealed', 'limited'), 'pool', null],
  ])('%s', (_, facts, use, format) => {
    expect(checkLimited(facts, use as 'pool')).toEqual({ ok: true, value: format });
  });

  it.each<[string, LimitedEventFacts, LimitedUse, string, string]>([
    [
      'a Constructed event has no pools',
      event('modified', 'constructed'),
      'pool',
      '230',
      'League Cup is not a Limited event: its players register no pool.',
    ],
    [
      'an unknown format has no pools',
      event('gone', null),
      'pool',
      '230',
      'League Cup is not a Limited event: its players register no pool.',
    ],
    [
      'a Constructed event orders no product',
      event('modified'),
      'product',
      '201',
      'modified is not a Limited format: no booster product to order.',
    ],
    [
      'a custom Limited format orders no booster product',
      event('house-sealed', 'limited'),
      'product',
      '201',
      'house-sealed is not a Limited format: no booster product to order.',
    ],
  ])('%s', (_, facts, use, section, message) => {
    expect(checkLimited(facts, use as 'pool')).toEqual({ ok: false, error: { code: 'NOT_LIMITED', section, message } });
  });
});
