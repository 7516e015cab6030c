import { describe, expect, it } from 'vitest';
import { dci2003 } from './policies.ts';
import { computeStandings } from './standings.ts';
import {
  bye,
  drew,
  expectedRows,
  lateEntry,
  near,
  players,
  standingsRows as rows,
  won,
  wonOnPrizes,
} from './testEntries.ts';
import type { StandingsPlayer } from './types.ts';

/**
 * Single-game Swiss, 216 Alternate Scoring System on. Dawn drops after round 2, Erika is disqualified
 * after round 2, Flint enters late and misses round 1.
 *   R1: Ash beats Brock; Cilan draws Dawn (one drawn game); Erika bye; Flint late-entry loss (0–2).
 *   R2: Ash beats Cilan on Prizes at time (2 points); Erika beats Brock; Flint beats Dawn.
 *   R3: Flint beats Ash; Brock beats Cilan.
 */
const roster: StandingsPlayer[] = [
  ...players('Ash', 'Brock', 'Cilan'),
  { id: 'Dawn', name: 'Dawn', droppedAfterRound: 2 },
  { id: 'Erika', name: 'Erika', droppedAfterRound: 2, disqualified: true },
  { id: 'Flint', name: 'Flint' },
];
const entries = [
  won(1, 'Ash', 'Brock'),
  drew(1, 'Cilan', 'Dawn'),
  bye(1, 'Erika'),
  lateEntry(1, 'Flint'),
  wonOnPrizes(2, 'Ash', 'Cilan'),
  won(2, 'Erika', 'Brock'),
  won(2, 'Flint', 'Dawn'),
  won(3, 'Flint', 'Ash'),
  won(3, 'Brock', 'Cilan'),
];
const alternateScoring = { ...dci2003, alternateScoring: true };

describe('dci2003 standings, hand-worked', () => {
  it('scores the event through round 3', () => {
    // Match-win % = points ÷ (3 × rounds), floor 1/3:
    //   Ash 5/9 (3 + 2 for the Prize win + 0), Brock 3/9, Cilan 1/9 → 1/3, Dawn 1/6 → 1/3,
    //   Erika 6/6 (bye + win, still an opponent), Flint 6/9 (the late-entry loss is a round played).
    // Game-win % = game points ÷ (3 × games), floor 1/3:
    //   Ash 6/9, Brock 3/9, Cilan 1/9 → 1/3, Dawn 1/6 → 1/3, Erika 9/9 (bye = 2 games won), Flint 6/12 (late = 0–2).
    // omw/ogw average the opponents' floored figures, skipping Erika's bye and Flint's late round:
    //   Flint: omw (Dawn 1/3 + Ash 5/9)/2 = 4/9; ogw (1/3 + 2/3)/2 = 1/2
    //   Ash:   omw (Brock 1/3 + Cilan 1/3 + Flint 2/3)/3 = 4/9; ogw (1/3 + 1/3 + 1/2)/3 = 7/18
    //   Brock: omw (Ash 5/9 + Erika 1 + Cilan 1/3)/3 = 17/27; ogw (2/3 + 1 + 1/3)/3 = 2/3
    //   Dawn:  omw (Cilan 1/3 + Flint 2/3)/2 = 1/2; ogw (1/3 + 1/2)/2 = 5/12
    //   Cilan: omw (Dawn 1/3 + Ash 5/9 + Brock 1/3)/3 = 11/27; ogw (1/3 + 2/3 + 1/3)/3 = 4/9
    // Dawn and Cilan both have 1 point: omw 1/2 > 11/27 puts Dawn ahead. Erika leaves the standings.
    expect(rows(roster, entries, 3, alternateScoring)).toEqual(
      expectedRows(
        ['matchWin', 'omw', 'gw', 'ogw'],
        // rank, player, points, wins, losses, draws, byes, dropped, matchWin, omw, gw, ogw
        [1, 'Flint', 6, 2, 1, 0, 0, false, 6 / 9, 4 / 9, 1 / 2, 1 / 2],
        [2, 'Ash', 5, 2, 1, 0, 0, false, 5 / 9, 4 / 9, 2 / 3, 7 / 18],
        [3, 'Brock', 3, 1, 2, 0, 0, false, 1 / 3, 17 / 27, 1 / 3, 2 / 3],
        [4, 'Dawn', 1, 0, 1, 1, 0, true, 1 / 3, 1 / 2, 1 / 3, 5 / 12],
        [5, 'Cilan', 1, 0, 2, 1, 0, false, 1 / 3, 11 / 27, 1 / 3, 4 / 9],
      ),
    );
  });

  it('gives the standings as they stood after round 1', () => {
    // Ash 3 (omw: Brock 0 → 1/3). Cilan and Dawn 1 each, omw 1/3, gw 1/3 (one drawn game), ogw 1/3: a shared rank 2.
    // Brock 0 with omw 1 (Ash) is ahead of Flint 0 with no opponent yet (omw at the floor).
    // Dawn has not dropped yet; Erika, disqualified, is left out even here.
    const after1 = rows(roster, entries, 1, alternateScoring);
    expect(after1.map((row) => [row.rank, row.playerId, row.points, row.dropped])).toEqual([
      [1, 'Ash', 3, false],
      [2, 'Cilan', 1, false],
      [2, 'Dawn', 1, false],
      [4, 'Brock', 0, false],
      [5, 'Flint', 0, false],
    ]);
    expect(after1[0]!.omw).toBeCloseTo(1 / 3, 12);
    expect(after1[3]!.omw).toBe(1);
    expect(after1[4]!.omw).toBeCloseTo(1 / 3, 12);
  });

  it('marks a drop from the round it happens', () => {
    const after2 = rows(roster, entries, 2, alternateScoring);
    expect(after2.find((row) => row.playerId === 'Dawn')?.dropped).toBe(true);
  });

  it('orders by the tiebreakers the policy lists', () => {
    // Dawn and Cilan tie on points and gw; by ogw first Cilan's 4/9 beats Dawn's 5/12.
    const ogwFirst = { ...alternateScoring, tiebreakers: ['ogw', 'omw', 'gw'] as const };
    const ranked = rows(roster, entries, 3, ogwFirst).map((row) => row.playerId);
    expect(ranked.slice(3)).toEqual(['Cilan', 'Dawn']);
  });

  it('refuses a 2-point Prize win when the Alternate Scoring System is off', () => {
    const standings = computeStandings({ players: roster, entries, throughRound: 3, policy: dci2003 });
    expect(standings).toMatchObject({
      ok: false,
      error: { code: 'POINTS_MISMATCH', section: '216', field: 'entries.4' },
    });
  });

  it('counts a Prize win at time as a full win when it carries 3 points with alternate scoring off', () => {
    const full = entries.map((entry, i) => (i === 4 ? wonOnPrizes(2, 'Ash', 'Cilan', 3) : entry));
    const ash = rows(roster, full, 3, dci2003).find((row) => row.playerId === 'Ash');
    expect(ash).toMatchObject({ points: 6, matchWin: near(6 / 9) });
  });
});

describe('dci2003 game-win %, best of three', () => {
  // R1: Ash beats Brock 2–1; Cilan beats Dawn 2–0.
  // R2: Ash beats Dawn 2–1; Cilan beats Brock 1–0 with one drawn game.
  const bestOfThree = [
    won(1, 'Ash', 'Brock', [2, 1]),
    won(1, 'Cilan', 'Dawn', [2, 0]),
    won(2, 'Ash', 'Dawn', [2, 1]),
    won(2, 'Cilan', 'Brock', [1, 0], 1),
  ];

  it('breaks a tie on points and omw by game-win %, and shares the rank of an exact tie', () => {
    // Ash and Cilan: 6 points, omw (0 → 1/3, 0 → 1/3) = 1/3.
    //   gw Cilan: 3 × 3 game wins + 1 drawn game = 10 ÷ (3 × 4 games) = 5/6; Ash: 3 × 4 = 12 ÷ (3 × 6) = 2/3.
    // Brock: gw (3 + 1) ÷ (3 × 5) = 4/15 → 1/3; Dawn: 3 ÷ (3 × 5) = 1/5 → 1/3.
    //   Both 0 points, omw 1, gw 1/3, ogw (2/3 + 5/6)/2 = 3/4: a shared rank 3, listed by name.
    const ranked = rows(players('Dawn', 'Cilan', 'Brock', 'Ash'), bestOfThree, 2, dci2003);
    expect(ranked.map((row) => [row.rank, row.playerId])).toEqual([
      [1, 'Cilan'],
      [2, 'Ash'],
      [3, 'Brock'],
      [3, 'Dawn'],
    ]);
    expect(ranked.map((row) => row.gw)).toEqual([near(5 / 6), near(2 / 3), near(1 / 3), near(1 / 3)]);
    expect(ranked.map((row) => row.ogw)).toEqual([near(1 / 3), near(1 / 3), near(3 / 4), near(3 / 4)]);
    expect(ranked.map((row) => row.omw)).toEqual([near(1 / 3), near(1 / 3), 1, 1]);
  });
});
