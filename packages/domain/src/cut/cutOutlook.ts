// 217: "What do I need?": from the standings and the rounds left, whether a player can still make the top cut, and
// what a result in the last round (an intentional draw, say) does, worked over the other tables' results.
import type { PlayerId } from '../match/types.ts';

export interface CutRace {
  /** Match points of every player still in the event. */
  points: ReadonlyMap<PlayerId, number>;
  cutSize: number;
  roundsLeft: number;
  /** Match points for a win (a bye too) and a draw: 3 and 1 (216). */
  win?: number;
  draw?: number;
}

/** `locked`: in however the rounds left go (ties on points at the line can still cut them: `onTiebreakers`). */
export type CutStanding = 'eliminated' | 'alive' | 'locked';

/** Where the player stands with `roundsLeft` rounds to play, by points alone (ties on points are broken by tiebreakers). */
export function cutStanding(race: CutRace, playerId: PlayerId): CutStanding {
  const win = race.win ?? 3;
  const mine = race.points.get(playerId) ?? 0;
  const others = [...race.points].filter(([id]) => id !== playerId).map(([, p]) => p);
  if (others.filter((p) => p > mine + win * race.roundsLeft).length >= race.cutSize) return 'eliminated';
  if (others.filter((p) => p + win * race.roundsLeft >= mine).length < race.cutSize) return 'locked';
  return 'alive';
}

export interface LastRound {
  tables: readonly (readonly [PlayerId, PlayerId])[];
  byes: readonly PlayerId[];
}

export interface Outlook {
  /** Outcomes of the other tables in which the player is in on points alone. */
  in: number;
  /** Outcomes in which the player ties at the cut line: tiebreakers decide. */
  onTiebreakers: number;
  out: number;
  outcomes: number;
  /** False when the outcomes were sampled, the count too large to try them all: an estimate. */
  exhaustive: boolean;
}

export interface OutlookOptions {
  /** Up to this many other tables every combination of results is tried (3 per table); above it, `samples` are drawn. */
  maxExhaustiveTables?: number;
  samples?: number;
  /** Seeded randomness for the sampled estimate. */
  random: () => number;
}

type Result3 = 0 | 1 | 2;

function verdict(race: CutRace, final: Map<PlayerId, number>, playerId: PlayerId): 'in' | 'onTiebreakers' | 'out' {
  const mine = final.get(playerId)!;
  let above = 0;
  let level = 0;
  for (const [id, p] of final) {
    if (id === playerId) continue;
    if (p > mine) above++;
    else if (p === mine) level++;
  }
  if (above >= race.cutSize) return 'out';
  return above + level + 1 <= race.cutSize ? 'in' : 'onTiebreakers';
}

/**
 * The last round's outlook when the player's own match ends `mine` (win, draw or loss): every combination of the other
 * tables' results (win, loss or draw each) when they are few enough, otherwise a seeded sample, labelled as an estimate.
 */
export function lastRoundOutlook(
  race: CutRace,
  round: LastRound,
  playerId: PlayerId,
  mine: 'win' | 'draw' | 'loss',
  options: OutlookOptions,
): Outlook {
  const win = race.win ?? 3;
  const draw = race.draw ?? 1;
  const own = round.tables.find((t) => t.includes(playerId));
  const others = round.tables.filter((t) => t !== own);
  const base = new Map(race.points);
  for (const id of round.byes) base.set(id, (base.get(id) ?? 0) + win);
  if (own) {
    const opponent = own[0] === playerId ? own[1] : own[0];
    const [me, them] = mine === 'win' ? [win, 0] : mine === 'draw' ? [draw, draw] : [0, win];
    base.set(playerId, (base.get(playerId) ?? 0) + me);
    base.set(opponent, (base.get(opponent) ?? 0) + them);
  }
  const exhaustive = others.length <= (options.maxExhaustiveTables ?? 10);
  const outlook: Outlook = { in: 0, onTiebreakers: 0, out: 0, outcomes: 0, exhaustive };
  const tally = (results: readonly Result3[]) => {
    const final = new Map(base);
    others.forEach(([a, b], i) => {
      const r = results[i]!;
      final.set(a, final.get(a)! + (r === 0 ? win : r === 2 ? draw : 0));
      final.set(b, final.get(b)! + (r === 1 ? win : r === 2 ? draw : 0));
    });
    outlook[verdict(race, final, playerId)]++;
    outlook.outcomes++;
  };
  if (exhaustive) {
    for (let code = 0; code < 3 ** others.length; code++)
      tally(others.map((_, i) => (Math.floor(code / 3 ** i) % 3) as Result3));
  } else {
    for (let s = 0; s < (options.samples ?? 20_000); s++)
      tally(others.map(() => Math.min(2, Math.floor(options.random() * 3)) as Result3));
  }
  return outlook;
}
