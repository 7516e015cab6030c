// 217: the recorded draw among exactly tied players that seats a top cut as another program seated it (a TOM file's first elimination round).
import type { PlayerId } from '../match/types.ts';
import { seededRandom } from '../shared/random.ts';
import { advanceBracket } from './advance.ts';
import { buildBracket } from './bracket.ts';
import type { CutRule } from './recommendCut.ts';
import { selectCut } from './selectCut.ts';
import type { StandingRow } from './standingRows.ts';

type Pairs = readonly (readonly (PlayerId | null)[])[];

/** Matches as a comparable text, the pairs sorted; `ordered`: who is player 1 counts too. */
const matchesKey = (matches: Pairs, ordered: boolean): string =>
  matches
    .map((players) => {
      const seated = players.filter((p) => p !== null);
      return (ordered ? seated : seated.sort()).join('|');
    })
    .sort()
    .join(',');

/** The cut's first-round matches (byes aside) for a draw seed, and whether it drew; null when the cut cannot be made. */
function firstRound(
  standings: readonly StandingRow[],
  rule: CutRule,
  seed: number,
): { matches: Pairs; drawn: boolean } | null {
  const selection = selectCut(standings, rule, seededRandom(seed));
  if (!selection.ok) return null;
  const bracket = buildBracket(selection.value.seeds.length);
  const seated = bracket.ok ? advanceBracket(bracket.value, selection.value.seeds, []) : bracket;
  if (!seated.ok) return null;
  return {
    matches: seated.value.rounds[0]!.filter((m) => !m.bye).map((m) => m.players),
    drawn: selection.value.draws.length > 0,
  };
}

/**
 * The first draw seed (0, 1, 2… below `tries`) whose cut plays exactly these first-round matches, each player 1 the
 * app's higher seed; else the first that plays the same pairs in another order; null when none does.
 */
export function cutDrawSeed(
  standings: readonly StandingRow[],
  rule: CutRule,
  played: Pairs,
  tries = 1000,
): number | null {
  const [exact, loose] = [matchesKey(played, true), matchesKey(played, false)];
  let near: number | null = null;
  for (let seed = 0; seed < tries; seed++) {
    const round = firstRound(standings, rule, seed);
    if (round && matchesKey(round.matches, true) === exact) return seed;
    if (round && near === null && matchesKey(round.matches, false) === loose) near = seed;
    // Without a tie to draw every seed seats the same cut.
    if (!round?.drawn) return near;
  }
  return near;
}
