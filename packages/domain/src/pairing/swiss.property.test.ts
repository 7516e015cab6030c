import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { byeGroup } from './byes.ts';
import { limitsFor } from './plan.ts';
import { buildField } from './scoreGroups.ts';
import { simulateEvent, type SimulatedRound } from './simulate.ts';
import { pairRound } from './swiss.ts';
import type { PairingInput, PairingResult } from './types.ts';
import { pairWindow } from './window.ts';

/**
 * What a round costs under the pairing rules, worked out from the input alone:
 * [rematches, kept-apart pairs, second byes, score groups the bye is above the lowest group
 * without a bye, score groups skipped by pair-downs beyond the next one, pair-downs].
 */
function ruleCosts(input: PairingInput, pairs: [string, string][], bye: string | null): number[] {
  const byId = new Map(input.players.map((p) => [p.id, p]));
  const levels = [...new Set(input.players.map((p) => p.points))].sort((a, b) => b - a);
  const group = (id: string): number => levels.indexOf(byId.get(id)!.points);
  const withoutBye = input.players.filter((p) => !p.hadBye);
  const byeLevel = levels.indexOf(Math.min(...(withoutBye.length > 0 ? withoutBye : input.players).map((p) => p.points)));
  const apart = new Set((input.avoid ?? []).flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const costs: [number, number, number, number, number, number] = [0, 0, 0, 0, 0, 0];
  for (const [a, b] of pairs) {
    const distance = Math.abs(group(a) - group(b));
    costs[0] += byId.get(a)!.opponents.includes(b) || byId.get(b)!.opponents.includes(a) ? 1 : 0;
    costs[1] += apart.has(`${a}|${b}`) ? 1 : 0;
    costs[4] += Math.max(0, distance - 1);
    costs[5] += distance > 0 ? 1 : 0;
  }
  if (bye !== null) {
    costs[2] += byId.get(bye)!.hadBye && withoutBye.length > 0 ? 1 : 0;
    costs[3] += Math.max(0, byeLevel - group(bye));
  }
  return costs;
}

const costsOf = (input: PairingInput, result: PairingResult): number[] =>
  ruleCosts(input, result.pairings.map((p) => p.players), result.bye?.playerId ?? null);

/** The lexicographically smallest rule costs over every possible pairing (and bye), by exhaustive search. */
function bestCosts(input: PairingInput): number[] {
  const ids = input.players.map((p) => p.id);
  const pack = (costs: number[]): number => costs.reduce((sum, c) => sum * 128 + c, 0);
  let best = Infinity;
  let bestCosts: number[] = [];
  const pairs: [string, string][] = [];
  const search = (left: string[], bye: string | null): void => {
    const partial = ruleCosts(input, pairs, bye);
    if (pack(partial) >= best) return;
    if (left.length === 0) {
      best = pack(partial);
      bestCosts = partial;
      return;
    }
    const [first, ...rest] = left as [string, ...string[]];
    rest.forEach((other, k) => {
      pairs.push([first, other]);
      search(rest.filter((_, j) => j !== k), bye);
      pairs.pop();
    });
  };
  if (ids.length % 2 === 0) search(ids, null);
  else ids.forEach((bye) => search(ids.filter((id) => id !== bye), bye));
  return bestCosts;
}

function expectComplete(input: PairingInput, result: PairingResult): void {
  const seen = [...result.pairings.flatMap((p) => p.players), ...(result.bye ? [result.bye.playerId] : [])];
  expect(seen.sort()).toEqual(input.players.map((p) => p.id).sort());
  expect(result.bye !== null).toBe(input.players.length % 2 === 1);
}

function expectTablesAndExplanations(input: PairingInput, result: PairingResult): void {
  const points = new Map(input.players.map((p) => [p.id, p.points]));
  result.pairings.forEach((pairing, i) => {
    expect(pairing.table).toBe(i + 1);
    const [high, low] = pairing.players.map((id) => points.get(id)!) as [number, number];
    expect(high).toBeGreaterThanOrEqual(low);
    if (i > 0) expect(Math.max(...result.pairings[i - 1]!.players.map((id) => points.get(id)!))).toBeGreaterThanOrEqual(high);
    expect(pairing.pairDown).toEqual(high > low ? { from: high, to: low } : undefined);
    expect(pairing.explanation).toMatch(high > low ? new RegExp(`^paired down from ${high} to ${low}: `) : /^(same points, |round 1: random)/);
    expect(pairing.explanation.includes('rematch: unavoidable')).toBe(pairing.rematch === true);
  });
}

/** The bye rules, checked directly: the lowest group that has a player without a bye, and no second bye. */
function expectByeRules(input: PairingInput, result: PairingResult): void {
  if (!result.bye) return;
  const withoutBye = input.players.filter((p) => !p.hadBye);
  const pool = withoutBye.length > 0 ? withoutBye : input.players;
  const bye = input.players.find((p) => p.id === result.bye!.playerId)!;
  expect(bye.hadBye && withoutBye.length > 0).toBe(false);
  expect(bye.points).toBe(Math.min(...pool.map((p) => p.points)));
}

const play = (options: Parameters<typeof simulateEvent>[0]): SimulatedRound[] =>
  simulateEvent(options, (input, round) => pairRound(input, seededRandom(options.seed * 1000 + round)));

describe('pairRound over simulated events', () => {
  it('small fields (2–14 players, long events): as good as an exhaustive search, rule by rule', () => {
    let checked = 0;
    let forced = 0;
    for (let seed = 1; seed <= 90; seed++) {
      const random = seededRandom(seed);
      const players = 2 + Math.floor(random() * 13);
      const rounds = play({
        players,
        rounds: 3 + Math.floor(random() * 6),
        seed,
        drawRate: random() * 0.2,
        dropRate: random() * 0.1,
        lateEntryRate: random() * 0.3,
        avoidPairs: Math.floor(random() * 3),
      });
      for (const { input, result } of rounds) {
        if (input.players.length > 14) continue;
        expectComplete(input, result);
        expect(costsOf(input, result), `seed ${seed} round ${input.round}`).toEqual(bestCosts(input));
        checked++;
        if (result.pairings.some((p) => p.rematch)) forced++;
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(forced).toBeGreaterThan(10);
  });

  it('8 players over 7 rounds: every round paired, with only the rematches nobody could avoid', () => {
    for (let seed = 1; seed <= 25; seed++) {
      for (const { input, result } of play({ players: 8, rounds: 7, seed, dropRate: 0.05 })) {
        expectComplete(input, result);
        expect(costsOf(input, result)[0]).toBe(bestCosts(input)[0]);
      }
    }
  });

  it('fields of 15–257 players: complete, deterministic, byes by the rules, tables and explanations in order', () => {
    for (let seed = 1; seed <= 24; seed++) {
      const random = seededRandom(seed + 500);
      const players = 15 + Math.floor(random() * 243);
      const rounds = play({ players, rounds: 5 + (seed % 5), seed, drawRate: 0.05 + (seed % 3) * 0.05, dropRate: 0.02 + (seed % 2) * 0.03, lateEntryRate: 0.2, avoidPairs: seed % 4 });
      for (const { input, result } of rounds) {
        expectComplete(input, result);
        expectByeRules(input, result);
        expectTablesAndExplanations(input, result);
        // Nobody is blocked from more than k others and the field has 2k + 2: a clean pairing exists (Dirac).
        const blockedAtMost = input.round - 1 + (input.avoid?.length ?? 0);
        if (input.players.length >= 2 * blockedAtMost + 2) expect(costsOf(input, result).slice(0, 2)).toEqual([0, 0]);
        expect(pairRound(input, seededRandom(seed * 1000 + input.round))).toEqual(result);
      }
    }
  });

  it('fields cut into windows (161–257 players): the same rule costs as one exact matching of the whole field', () => {
    let windowed = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const players = 161 + ((seed * 37) % 97);
      const rounds = play({ players, rounds: 8 + (seed % 3), seed, drawRate: seed % 2 ? 0.25 : 0.05, dropRate: 0.03, lateEntryRate: 0.3, avoidPairs: seed });
      for (const { input, result } of rounds) {
        const field = buildField(input, seededRandom(seed));
        if (field.ids.length <= limitsFor(field.maxBlocked).windowMax) continue;
        windowed++;
        const whole = pairWindow(field, field.members.flat(), field.ids.length % 2 === 1, null, byeGroup(field));
        const exact = ruleCosts(input, whole.pairs.map(([a, b]) => [field.ids[a]!, field.ids[b]!]), whole.bye === null ? null : field.ids[whole.bye]!);
        expect(costsOf(input, result), `seed ${seed} round ${input.round}`).toEqual(exact);
      }
    }
    expect(windowed).toBeGreaterThan(40);
  });
});
