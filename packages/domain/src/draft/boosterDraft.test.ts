import { describe, expect, it } from 'vitest';
import { boosterDraftSheet, packOrigin, passDirection, passTo } from './boosterDraft.ts';
import { findBreakdown } from './product.ts';

describe('Booster Draft passing (235)', () => {
  it('alternates left, right, left over the five packs', () => {
    expect([1, 2, 3, 4, 5].map(passDirection)).toEqual(['left', 'right', 'left', 'right', 'left']);
  });

  it('passes left to the next seat clockwise and right to the one before, around the table', () => {
    expect(passTo(3, 'left', 8)).toBe(4);
    expect(passTo(8, 'left', 8)).toBe(1);
    expect(passTo(1, 'right', 8)).toBe(8);
  });

  it('traces whose pack a seat holds at each pick', () => {
    expect([1, 2, 3, 8, 9].map((p) => packOrigin(1, 1, p, 8))).toEqual([1, 8, 7, 2, 1]);
    expect([1, 2, 3].map((p) => packOrigin(1, 2, p, 8))).toEqual([1, 2, 3]);
  });

  it('prints a sheet with each pack round, oldest set first', () => {
    const breakdown = findBreakdown('booster-draft', 'base5+neo1');
    if (!breakdown.ok) throw new Error('no breakdown');
    const sheet = boosterDraftSheet(4, breakdown.value);
    expect(sheet).toEqual({
      ok: true,
      value: [
        { pack: 1, direction: 'left', set: 'base5', passTo: [2, 3, 4, 1] },
        { pack: 2, direction: 'right', set: 'base5', passTo: [4, 1, 2, 3] },
        { pack: 3, direction: 'left', set: 'neo1', passTo: [2, 3, 4, 1] },
        { pack: 4, direction: 'right', set: 'neo1', passTo: [4, 1, 2, 3] },
        { pack: 5, direction: 'left', set: 'neo1', passTo: [2, 3, 4, 1] },
      ],
    });
  });

  it('refuses a six-pack breakdown and a pod under 3', () => {
    const rochester = findBreakdown('rochester-draft');
    if (!rochester.ok) throw new Error('no breakdown');
    expect(boosterDraftSheet(8, rochester.value)).toMatchObject({ ok: false, error: { code: 'BREAKDOWN_INVALID' } });
    expect(boosterDraftSheet(2)).toMatchObject({ ok: false, error: { code: 'POD_TOO_SMALL' } });
  });
});
