import fc from 'fast-check';
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
 * without a bye, then for each boundary between score groups from the top the pairs crossing it,
 * then pair-downs]. Compared lexicographically.
 */
function ruleCosts(input: PairingInput, pairs: [string, string][], bye: string | null): number[] {
  const byId = new Map(input.players.map((p) => [p.id, p]));
  const levels = [...new Set(input.players.map((p) => p.points))].sort((a, b) => b - a);
  const group = (id: string): number => levels.indexOf(byId.get(id)!.points);
  const withoutBye = input.players.filter((p) => !p.hadBye);
  const byeLevel = levels.indexOf(
    Math.min(...(withoutBye.length > 0 ? withoutBye : input.players).map((p) => p.points)),
  );
  const apart = new Set((input.avoid ?? []).flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const crossings = new Array<number>(Math.max(0, levels.length - 1)).fill(0);
  const costs = [0, 0, 0, 0];
  let pairDowns = 0;
  for (const [a, b] of pairs) {
    const [high, low] = [group(a), group(b)].sort((x, y) => x - y) as [number, number];
    costs[0]! += byId.get(a)!.opponents.includes(b) || byId.get(b)!.opponents.includes(a) ? 1 : 0;
    costs[1]! += apart.has(`${a}|${b}`) ? 1 : 0;
    for (let g = high; g < low; g++) crossings[g]!++;
    pairDowns += low > high ? 1 : 0;
  }
  if (bye !== null) {
    costs[2]! += byId.get(bye)!.hadBye && withoutBye.length > 0 ? 1 : 0;
    costs[3]! += Math.max(0, byeLevel - group(bye));
  }
  return [...costs, ...crossings, pairDowns];
}

const costsOf = (input: PairingInput, result: PairingResult): number[] =>
  ruleCosts(
    input,
    result.pairings.map((p) => p.players),
    result.bye?.playerId ?? null,
  );

/** Whether rule costs a come before b: the first rule where they differ decides. */
const lexLess = (a: number[], b: number[]): boolean => {
  const k = a.findIndex((x, i) => x !== b[i]);
  return k !== -1 && a[k]! < b[k]!;
};

/** The lexicographically smallest rule costs over every possible pairing (and bye), by exhaustive search (costs only grow as pairs are added). */
function bestCosts(input: PairingInput): number[] {
  const ids = input.players.map((p) => p.id);
  let best: number[] | null = null;
  const pairs: [string, string][] = [];
  const search = (left: string[], bye: string | null): void => {
    const costs = ruleCosts(input, pairs, bye);
    if (best !== null && !lexLess(costs, best)) return;
    if (left.length === 0) {
      best = costs;
      return;
    }
    const [first, ...rest] = left as [string, ...string[]];
    rest.forEach((other, k) => {
      pairs.push([first, other]);
      search(
        rest.filter((_, j) => j !== k),
        bye,
      );
      pairs.pop();
    });
  };
  if (ids.length % 2 === 0) search(ids, null);
  else
    ids.forEach((bye) =>
      search(
        ids.filter((id) => id !== bye),
        bye,
      ),
    );
  return best ?? [];
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
    if (i > 0)
      expect(Math.max(...result.pairings[i - 1]!.players.map((id) => points.get(id)!))).toBeGreaterThanOrEqual(high);
    expect(pairing.pairDown).toEqual(high > low ? { from: high, to: low } : undefined);
    expect(pairing.explanation).toMatch(
      high > low ? new RegExp(`^paired down from ${high} to ${low}: `) : /^(same points, |round 1: random)/,
    );
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
  }, 60_000);

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
      const rounds = play({
        players,
        rounds: 5 + (seed % 5),
        seed,
        drawRate: 0.05 + (seed % 3) * 0.05,
        dropRate: 0.02 + (seed % 2) * 0.03,
        lateEntryRate: 0.2,
        avoidPairs: seed % 4,
      });
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
  }, 60_000);

  it('fields cut into windows (161–257 players): rule costs no worse than one matching of the whole field', () => {
    let windowed = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const players = 161 + ((seed * 37) % 97);
      const rounds = play({
        players,
        rounds: 8 + (seed % 3),
        seed,
        drawRate: seed % 2 ? 0.25 : 0.05,
        dropRate: 0.03,
        lateEntryRate: 0.3,
        avoidPairs: seed,
      });
      for (const { input, result } of rounds) {
        const field = buildField(input, seededRandom(seed));
        if (field.ids.length <= limitsFor(field.maxBlocked).windowMax) continue;
        windowed++;
        const whole = pairWindow(field, field.members.flat(), field.ids.length % 2 === 1, null, byeGroup(field));
        const exact = ruleCosts(
          input,
          whole.pairs.map(([a, b]) => [field.ids[a]!, field.ids[b]!]),
          whole.bye === null ? null : field.ids[whole.bye]!,
        );
        expect(lexLess(exact, costsOf(input, result)), `seed ${seed} round ${input.round}`).toBe(false);
      }
    }
    expect(windowed).toBeGreaterThan(40);
  });
});

/** Up to 10 Active players with points from a few score groups, some earlier opponents, byes and pairs kept apart. */
const smallField = fc.integer({ min: 1, max: 10 }).chain((n) => {
  const id = (i: number): string => `p${i}`;
  const pair = fc.tuple(fc.nat(n - 1), fc.nat(n - 1));
  return fc
    .record({
      points: fc.array(fc.constantFrom(0, 1, 3, 4, 6, 7, 9), { minLength: n, maxLength: n }),
      hadBye: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      met: fc.array(pair, { maxLength: 2 * n }),
      avoid: fc.array(pair, { maxLength: 2 }),
      seed: fc.nat(),
    })
    .map(({ points, hadBye, met, avoid, seed }) => {
      const opponents = points.map(() => new Set<string>());
      for (const [a, b] of met) {
        if (a === b) continue;
        opponents[a]!.add(id(b));
        opponents[b]!.add(id(a));
      }
      const input: PairingInput = {
        round: 4,
        players: points.map((p, i) => ({ id: id(i), points: p, opponents: [...opponents[i]!], hadBye: hadBye[i]! })),
        avoid: avoid.filter(([a, b]) => a !== b).map(([a, b]): [string, string] => [id(a), id(b)]),
      };
      return { input, seed };
    });
});

describe('pairRound against every alternative (fast-check)', () => {
  it('no pairing of a small field (up to 10 players) is lexicographically better: rematches, pairs kept apart, byes, then boundaries from the top', () => {
    fc.assert(
      fc.property(smallField, ({ input, seed }) => {
        const result = pairRound(input, seededRandom(seed));
        expectComplete(input, result);
        expect(costsOf(input, result)).toEqual(bestCosts(input));
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});
