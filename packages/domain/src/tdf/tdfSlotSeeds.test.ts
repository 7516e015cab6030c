import { describe, expect, it } from 'vitest';
import { advanceBracket } from '../cut/advance.ts';
import { buildBracket } from '../cut/bracket.ts';
import { tdfSlotSeeds } from './tdfSlotSeeds.ts';

/** The first-round pairs the app's bracket seats for these seeds. */
const firstRound = (seeds: string[]) => {
  const bracket = buildBracket(seeds.length);
  if (!bracket.ok) throw new Error(bracket.error.message);
  const seated = advanceBracket(bracket.value, seeds, []);
  if (!seated.ok) throw new Error(seated.error.message);
  return seated.value.rounds[0]!.map((m) => m.players.filter((p) => p !== null).join(' v '));
};

describe('tdfSlotSeeds', () => {
  it.each([
    ['2 players', ['a', 'b'], ['a', 'b'], ['a v b']],
    ['4 players', ['a', 'b', 'c', 'd'], ['a', 'c', 'd', 'b'], ['a v b', 'c v d']],
    // The single-elimination-only League final (ligaatlantica-custom-single-elim-final-t4.tdf): slots 1…8.
    [
      '6 players: the top seeds’ byes',
      ['a', null, 'c', 'd', 'e', null, 'g', 'h'],
      ['a', 'e', 'g', 'c', 'd', 'h'],
      ['a', 'c v d', 'e', 'g v h'],
    ],
    [
      '8 players',
      ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'],
      ['s1', 's5', 's7', 's3', 's4', 's8', 's6', 's2'],
      ['s1 v s2', 's3 v s4', 's5 v s6', 's7 v s8'],
    ],
  ])('%s: slot 2k-1 meets slot 2k as player 1', (_name, slots, seeds, pairs) => {
    const result = tdfSlotSeeds(slots);
    expect(result).toEqual({ ok: true, value: seeds });
    expect(firstRound(result.ok ? result.value : [])).toEqual(pairs);
  });

  it.each([
    ['a bye where the bracket seats a player', ['a', null, 'c', 'd', null, null, 'g', 'h'], /slot 5 is empty/],
    ['a player where the bracket has a bye', ['a', 'b', 'c', null, 'e', 'f', 'g', 'h', 'i'], /slots do not fit/],
    ['a player in a slot the app gives a bye', ['a', 'b', 'c', 'd', 'e', null, 'g', null], /slot 2 holds b/],
  ])('refuses %s', (_name, slots, message) => {
    const result = tdfSlotSeeds(slots);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error.message).toMatch(message);
  });
});
