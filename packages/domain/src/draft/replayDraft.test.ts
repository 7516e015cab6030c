import { describe, expect, it } from 'vitest';
import { replayDraft, type RecordedTable } from './replayDraft.ts';

const settings = { seats: 3, firstSeat: 1 };
const REVIEW_END = 30_000;
const laidOut = (picks: RecordedTable['picks']): RecordedTable => ({ cards: 6, laidOutAtMs: 0, picks });

describe('replaying a recorded draft (Appendix A 4–7)', () => {
  it.each<[string, RecordedTable[], { tables: number; picks: number; oldest: boolean[] }]>([
    ['no table yet', [], { tables: 0, picks: 0, oldest: [] }],
    ['a table laid out', [laidOut([])], { tables: 1, picks: 0, oldest: [] }],
    [
      'picks and a timeout',
      [
        laidOut([
          { seat: 1, card: 3, atMs: REVIEW_END, oldestCardGiven: false },
          { seat: 2, card: 1, atMs: REVIEW_END + 10_000, oldestCardGiven: true },
        ]),
      ],
      { tables: 1, picks: 2, oldest: [false, true] },
    ],
  ])('%s', (_, tables, expected) => {
    const result = replayDraft(settings, tables);
    if (!result.ok) throw new Error(result.error.message);
    const last = result.value.tables[result.value.tables.length - 1];
    expect(result.value.tables.length).toBe(expected.tables);
    expect(last?.picks.length ?? 0).toBe(expected.picks);
    expect(last?.picks.map((p) => p.oldestCardGiven) ?? []).toEqual(expected.oldest);
  });

  it.each<[string, RecordedTable[], string]>([
    [
      'a pick out of order',
      [laidOut([{ seat: 2, card: 1, atMs: REVIEW_END, oldestCardGiven: false }])],
      'PICK_OUT_OF_ORDER',
    ],
    ['a pick during the review', [laidOut([{ seat: 1, card: 1, atMs: 1, oldestCardGiven: false }])], 'REVIEW_NOT_OVER'],
  ])('refuses %s', (_, tables, code) => {
    expect(replayDraft(settings, tables)).toMatchObject({ ok: false, error: { code } });
  });
});
