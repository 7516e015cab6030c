import { describe, expect, it } from 'vitest';
import { BREAKDOWNS, findBreakdown, packsOldestFirst, productOrder, rochesterPackGroups } from './product.ts';

describe('product per format (234–236)', () => {
  it('Sealed: five Legendary Collection boosters a player', () => {
    expect(productOrder('sealed', 32)).toEqual({
      ok: true,
      value: {
        format: 'sealed',
        breakdown: 'base6',
        players: 32,
        packsPerPlayer: 5,
        bySet: [{ set: 'base6', packs: 160 }],
        totalPacks: 160,
      },
    });
  });

  it('Booster Draft: five boosters, 2 + 3, from the six suggested breakdowns', () => {
    expect(BREAKDOWNS['booster-draft'].map((b) => b.id)).toEqual([
      'gym1+gym2',
      'base5+neo1',
      'neo1+neo4',
      'neo3+neo4',
      'neo1+ecard1',
      'neo3+ecard1',
    ]);
    expect(productOrder('booster-draft', 15, 'neo3+ecard1')).toMatchObject({
      ok: true,
      value: {
        packsPerPlayer: 5,
        bySet: [
          { set: 'neo3', packs: 30 },
          { set: 'ecard1', packs: 45 },
        ],
        totalPacks: 75,
      },
    });
  });

  it('Rochester Draft: six boosters, three of each set, Gym Heroes + Gym Challenge by default', () => {
    expect(productOrder('rochester-draft', 24)).toMatchObject({
      ok: true,
      value: {
        breakdown: 'gym1+gym2',
        packsPerPlayer: 6,
        bySet: [
          { set: 'gym1', packs: 72 },
          { set: 'gym2', packs: 72 },
        ],
        totalPacks: 144,
      },
    });
    expect(productOrder('rochester-draft', 7, 'base5+neo1')).toMatchObject({
      ok: true,
      value: {
        bySet: [
          { set: 'base5', packs: 21 },
          { set: 'neo1', packs: 21 },
        ],
      },
    });
  });

  it('refuses a breakdown the format does not list, and a bad player count', () => {
    expect(productOrder('sealed', 8, 'gym1+gym2')).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_BREAKDOWN', section: '234' },
    });
    expect(productOrder('rochester-draft', 8, 'gym1+neo1')).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_BREAKDOWN', section: '236' },
    });
    expect(productOrder('booster-draft', 0)).toMatchObject({ ok: false, error: { code: 'PLAYERS_INVALID' } });
    expect(productOrder('booster-draft', 2.5)).toMatchObject({ ok: false, error: { code: 'PLAYERS_INVALID' } });
  });
});

describe('opening order (Appendix A 2)', () => {
  const get = (id: string) => {
    const b = findBreakdown('rochester-draft', id);
    if (!b.ok) throw new Error(id);
    return b.value;
  };

  it('opens the oldest set first, even if a breakdown lists the newer set first', () => {
    expect(
      packsOldestFirst({
        id: 'x',
        perPlayer: [
          { set: 'ecard1', packs: 2 },
          { set: 'neo1', packs: 1 },
        ],
      }),
    ).toEqual(['neo1', 'ecard1', 'ecard1']);
  });

  it('example #1: two Gym Heroes, then one of each, then two Gym Challenge', () => {
    expect(rochesterPackGroups(get('gym1+gym2'))).toEqual({
      ok: true,
      value: [
        ['gym1', 'gym1'],
        ['gym1', 'gym2'],
        ['gym2', 'gym2'],
      ],
    });
  });

  it('example #2: Team Rocket before Neo Genesis', () => {
    expect(rochesterPackGroups(get('base5+neo1'))).toEqual({
      ok: true,
      value: [
        ['base5', 'base5'],
        ['base5', 'neo1'],
        ['neo1', 'neo1'],
      ],
    });
  });

  it('a Rochester player needs exactly six packs', () => {
    const booster = findBreakdown('booster-draft', 'gym1+gym2');
    expect(booster.ok && rochesterPackGroups(booster.value)).toMatchObject({
      ok: false,
      error: { code: 'BREAKDOWN_INVALID' },
    });
  });
});
