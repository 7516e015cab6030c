// 217: who makes the top cut from the final Swiss standings; players still exactly tied are ordered by a recorded random draw
import type { PlayerId } from '../match/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { shuffle, type Random } from '../shared/random.ts';
import { CUT_SIZES, type CutRule } from './recommendCut.ts';
import { checkStandings, type StandingRow } from './standingRows.ts';

/**
 * The draw among players sharing a Swiss rank in the cut, kept so the page can show it: across the cut line it
 * decides who makes the cut (seats < tied), inside the cut it decides their seed order.
 */
export interface CutLineDraw {
  rank: number;
  /** The tied players, in standings order. */
  tied: PlayerId[];
  /** The tied players in the order drawn; the first `seats` of them made the cut, seeded in this order. */
  drawn: PlayerId[];
  seats: number;
}

export interface CutSelection {
  /** Players in seed order: seeds[0] is seed 1. */
  seeds: PlayerId[];
  /** One draw per shared rank in the cut, best rank first; empty when no order had to be drawn. */
  draws: CutLineDraw[];
}

export function selectCut(standings: readonly StandingRow[], rule: CutRule, random: Random): Result<CutSelection> {
  const broken = checkStandings(standings);
  if (broken) return broken;
  if (standings.length < 2) {
    return fail(
      'TOO_FEW_PLAYERS',
      `A top cut needs at least 2 players; the standings have ${standings.length}.`,
      undefined,
      'standings',
    );
  }
  const count = cutCount(standings, rule);
  if (!count.ok) return count;
  return ok(fillCut(standings, count.value, random));
}

function cutCount(standings: readonly StandingRow[], rule: CutRule): Result<number> {
  if ('size' in rule) {
    if (!(CUT_SIZES as readonly number[]).includes(rule.size)) {
      return fail(
        'INVALID_CUT_SIZE',
        `A top cut is top ${CUT_SIZES.join(', ')}, not ${String(rule.size)}.`,
        undefined,
        'size',
      );
    }
    if (rule.size > standings.length) {
      return fail(
        'CUT_TOO_LARGE',
        `A top ${rule.size} needs at least ${rule.size} players; the standings have ${standings.length}.`,
        undefined,
        'size',
      );
    }
    return ok(rule.size);
  }
  if (!Number.isFinite(rule.minPoints)) {
    return fail(
      'INVALID_CUT_THRESHOLD',
      `A cut threshold is a number of match points, not ${String(rule.minPoints)}.`,
      undefined,
      'minPoints',
    );
  }
  const reached = standings.filter((row) => row.points >= rule.minPoints).length;
  if (reached === 0)
    return fail('CUT_EMPTY', `No player reached ${rule.minPoints} match points.`, undefined, 'minPoints');
  if (reached === 1)
    return fail(
      'CUT_TOO_SMALL',
      `Only one player reached ${rule.minPoints} match points; a top cut needs at least 2.`,
      undefined,
      'minPoints',
    );
  return ok(reached);
}

function fillCut(standings: readonly StandingRow[], count: number, random: Random): CutSelection {
  const seeds: PlayerId[] = [];
  const draws: CutLineDraw[] = [];
  for (const group of rankGroups(standings)) {
    if (seeds.length >= count) break;
    const tied = group.map((row) => row.playerId);
    const seats = Math.min(tied.length, count - seeds.length);
    if (tied.length === 1) {
      seeds.push(...tied);
      continue;
    }
    const drawn = shuffle(tied, random);
    draws.push({ rank: group[0]!.rank, tied, drawn, seats });
    seeds.push(...drawn.slice(0, seats));
  }
  return { seeds, draws };
}

/** Consecutive rows sharing a rank (checkStandings has made sure ranks never go back). */
function rankGroups(standings: readonly StandingRow[]): StandingRow[][] {
  const groups: StandingRow[][] = [];
  for (const row of standings) {
    const last = groups.at(-1);
    if (last && last[0]!.rank === row.rank) last.push(row);
    else groups.push([row]);
  }
  return groups;
}
