import { describe, expect, it } from 'vitest';
import { seededRandom, shuffle, type Random } from '../shared/random.ts';
import { selectCut } from '../cut/selectCut.ts';
import { dci2003, playpokemon } from './policies.ts';
import { compareKeys } from './rank.ts';
import { computeStandings } from './standings.ts';
import { bye, drew, lateEntry, won, wonOnPrizes } from './testEntries.ts';
import type {
  ScoringPolicy,
  Standings,
  StandingsEntry,
  StandingsInput,
  StandingsPlayer,
  StandingsRowBase,
} from './types.ts';

interface RandomEvent {
  input: StandingsInput;
  rounds: number;
  /** Per player, the matches won on Prizes at time for 2 points. */
  prizeWins: Map<string, number>;
}

const pick = (random: Random, below: number) => Math.floor(random() * below);

function randomPlayers(random: Random, rounds: number): (StandingsPlayer & { firstRound: number })[] {
  return Array.from({ length: 4 + pick(random, 30) }, (_, i) => {
    const firstRound = random() < 0.15 ? 1 + pick(random, rounds) : 1;
    const drops = random() < 0.2;
    const droppedAfterRound = drops ? firstRound + pick(random, rounds - firstRound + 1) : null;
    const disqualified = random() < 0.08;
    // A disqualified player without a drop round stops playing after round 1.
    const noRoundGiven = disqualified && random() < 0.3;
    return {
      id: `p${i}`,
      name: `Player ${pick(random, 12)}`,
      firstRound,
      droppedAfterRound: noRoundGiven ? null : droppedAfterRound,
      disqualified,
    };
  });
}

function randomMatch(
  random: Random,
  round: number,
  a: string,
  b: string,
  alternate: boolean,
  prizeWins: Map<string, number>,
): StandingsEntry {
  const roll = random();
  if (roll < 0.08) return drew(round, a, b);
  if (alternate && roll < 0.2) {
    prizeWins.set(a, (prizeWins.get(a) ?? 0) + 1);
    return wonOnPrizes(round, a, b);
  }
  return random() < 0.5 ? won(round, a, b, [2, pick(random, 2)]) : won(round, a, b, [1, 0], 1);
}

function randomEvent(seed: number, policy: ScoringPolicy): RandomEvent {
  const random = seededRandom(seed);
  const rounds = 1 + pick(random, 6);
  const roster = randomPlayers(random, rounds);
  const alternate = policy.name === 'dci2003' && policy.alternateScoring;
  const prizeWins = new Map<string, number>();
  const entries: StandingsEntry[] = [];
  for (let round = 1; round <= rounds; round++) {
    const stillIn = (p: (typeof roster)[number]) => (p.droppedAfterRound ?? (p.disqualified ? 1 : rounds)) >= round;
    for (const p of roster) if (p.firstRound > round && stillIn(p)) entries.push(lateEntry(round, p.id));
    const active = shuffle(
      roster.filter((p) => p.firstRound <= round && stillIn(p)),
      random,
    );
    if (active.length % 2 === 1) entries.push(bye(round, active.pop()!.id));
    for (let i = 0; i < active.length; i += 2)
      entries.push(randomMatch(random, round, active[i]!.id, active[i + 1]!.id, alternate, prizeWins));
  }
  const players = roster.map(({ firstRound: _, ...player }) => player);
  return { input: { players, entries, throughRound: rounds, policy }, rounds, prizeWins };
}

function standingsOf(input: StandingsInput): Standings {
  const result = computeStandings(input);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const tiebreakKeys = (standings: Standings, row: StandingsRowBase): number[] => {
  const figures = row as unknown as Record<string, number>;
  const names = standings.policy === 'dci2003' ? dci2003.tiebreakers : playpokemon.tiebreakers;
  return [row.points, ...names.map((name) => figures[name]!)];
};

const policies: [string, ScoringPolicy][] = [
  ['dci2003', dci2003],
  ['dci2003 with alternate scoring', { ...dci2003, alternateScoring: true }],
  ['playpokemon', playpokemon],
];
const seeds = Array.from({ length: 150 }, (_, i) => i + 1);

describe.each(policies)('computeStandings over seeded random events (%s)', (_, policy) => {
  it('keeps every player but the disqualified, once, with a record that adds up', () => {
    for (const seed of seeds) {
      const { input, prizeWins } = randomEvent(seed, policy);
      const { rows } = standingsOf(input);
      const kept = input.players.filter((p) => !p.disqualified).map((p) => p.id);
      expect(rows.map((row) => row.playerId).sort()).toEqual(kept.sort());
      for (const row of rows) {
        const played = input.entries.filter((e) =>
          e.kind === 'match' ? e.players.includes(row.playerId) : e.playerId === row.playerId,
        );
        expect(row.wins + row.losses + row.draws).toBe(played.length);
        expect(row.points).toBe(3 * row.wins + row.draws - (prizeWins.get(row.playerId) ?? 0));
        expect(row.byes).toBeLessThanOrEqual(row.wins);
      }
    }
  });

  it('keeps every percentage between the floor and 1, and a dropped win % under the cap', () => {
    for (const seed of seeds) {
      const standings = standingsOf(randomEvent(seed, policy).input);
      for (const row of standings.rows) {
        const figures = [row.matchWin, ...tiebreakKeys(standings, row).slice(1)];
        for (const figure of figures) {
          expect(figure).toBeGreaterThanOrEqual(policy.floor);
          expect(figure).toBeLessThanOrEqual(1);
        }
        if (policy.name === 'playpokemon' && row.dropped) expect(row.matchWin).toBeLessThanOrEqual(policy.droppedCap);
      }
    }
  });

  it('ranks in order and shares a rank exactly among identical sort keys', () => {
    for (const seed of seeds) {
      const standings = standingsOf(randomEvent(seed, policy).input);
      const keys = standings.rows.map((row) => tiebreakKeys(standings, row));
      standings.rows.forEach((row, i) => {
        if (i === 0) return expect(row.rank).toBe(1);
        const previous = standings.rows[i - 1]!;
        const order = compareKeys(keys[i - 1]!, keys[i]!);
        expect(order).toBeLessThanOrEqual(0);
        if (row.rank === previous.rank) return expect(order).toBe(0);
        expect(row.rank).toBe(i + 1);
        if (order === 0) {
          // Only head-to-head separates equal keys, and only in a group of exactly two.
          expect(policy.name).toBe('playpokemon');
          expect(keys.filter((k) => compareKeys(k, keys[i]!) === 0)).toHaveLength(2);
        }
      });
    }
  });

  it('gives the same standings whatever order players and entries come in', () => {
    for (const seed of seeds.slice(0, 50)) {
      const { input } = randomEvent(seed, policy);
      const random = seededRandom(seed * 7);
      const reordered = { ...input, players: shuffle(input.players, random), entries: shuffle(input.entries, random) };
      expect(standingsOf(reordered)).toEqual(standingsOf(input));
    }
  });

  it('gives the history of round n from the entries of rounds up to n only', () => {
    for (const seed of seeds.slice(0, 50)) {
      const { input, rounds } = randomEvent(seed, policy);
      for (let n = 0; n < rounds; n++) {
        const cut = { ...input, entries: input.entries.filter((e) => e.round <= n), throughRound: n };
        expect(standingsOf({ ...input, throughRound: n })).toEqual(standingsOf(cut));
      }
    }
  });

  it('seeds a top cut from the standings: the best ranks first, every player once', () => {
    for (const seed of seeds.slice(0, 50)) {
      const { rows } = standingsOf(randomEvent(seed, policy).input);
      const size = [2, 4, 8].filter((s) => s <= rows.length).at(-1)!;
      const cut = selectCut(rows, { size }, seededRandom(seed));
      if (!cut.ok) throw new Error(cut.error.message);
      const rankOf = new Map(rows.map((row) => [row.playerId, row.rank]));
      const ranks = cut.value.seeds.map((id) => rankOf.get(id)!);
      expect(new Set(cut.value.seeds).size).toBe(size);
      expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
      expect(
        rows.filter((row) => !cut.value.seeds.includes(row.playerId)).every((row) => row.rank >= ranks.at(-1)!),
      ).toBe(true);
    }
  });
});
