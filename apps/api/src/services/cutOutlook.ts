// "What do I need?" (#16, 217): the domain's cut outlook over the event's standings and its last Swiss round.
import type { Of, PlayerOutlook } from '@tcg/contract';
import { cutRoundsOf, lastCompleteRound, loadEventState, standingsView, type EventState, type Tx } from '@tcg/db';
import { cutStanding, lastRoundOutlook, recommendCut, type CutRace, type Outlook as Tally } from '@tcg/domain/cut';
import { swissRoundsFor } from '@tcg/domain/event';
import { must, notFound, seededRandom } from '@tcg/domain/shared';
import { divisionsOf, groupsOf, plannedSwissRounds } from './divisions.ts';
import { playerCut } from './topCut.ts';

type Outlook = Of<typeof PlayerOutlook>;

const counts = ({ in: made, onTiebreakers, out }: Tally) => ({ in: made, onTiebreakers, out });

/** The last Swiss round while it is being played, with the player seated in it. */
function lastRoundInPlay(state: EventState, playerId: string, planned: number) {
  const round = state.rounds.find((r) => r.number === planned && r.publishedAt !== null);
  const mine = round?.matches.find((m) => m.playerAId === playerId || m.playerBId === playerId);
  if (!round || !mine || mine.outcome !== null) return null;
  const tables = round.matches.filter((m) => m.playerBId !== null).map((m) => [m.playerAId, m.playerBId!] as const);
  return {
    number: round.number,
    tables,
    byes: round.matches.filter((m) => m.playerBId === null).map((m) => m.playerAId),
  };
}

export async function playerOutlook(tx: Tx, eventId: string, playerId: string): Promise<Outlook> {
  const state = await loadEventState(tx, eventId);
  if (!state.players.has(playerId)) throw notFound('player', playerId);
  const through = lastCompleteRound(state);
  const rows = standingsView(state, through).rows;
  const row = rows.find((r) => r.playerId === playerId)!;
  const active = rows.filter((r) => !r.dropped);
  // The rounds of the player's division group; before round 1 they are not fixed yet: the DCI chart's count for the field.
  const division = groupsOf(state) === null ? null : (divisionsOf(state).get(playerId) ?? null);
  const planned = plannedSwissRounds(state, division) ?? swissRoundsFor(active.length, false).rounds;
  const recommended = must(recommendCut(active.length)).choice;
  const cut = playerCut(state, playerId);
  const cutSize = cut?.size ?? ('size' in recommended ? recommended.size : null);
  const base = {
    playerId,
    name: row.name,
    points: row.points,
    roundsLeft: Math.max(0, planned - through),
    cutSize,
    lastRound: null,
  };
  if (cut) {
    const seeded = cutRoundsOf(state, cut).some((r) =>
      r.matches.some((m) => m.playerAId === playerId || m.playerBId === playerId),
    );
    return { ...base, standing: seeded ? 'made' : 'missed' };
  }
  if (row.dropped) return { ...base, standing: 'dropped' };
  if (cutSize === null) return { ...base, standing: 'no-cut' };
  const race: CutRace = {
    points: new Map(active.map((r) => [r.playerId, r.points])),
    cutSize,
    roundsLeft: base.roundsLeft,
  };
  const last = lastRoundInPlay(state, playerId, planned);
  if (!last) return { ...base, standing: cutStanding(race, playerId) };
  const random = seededRandom(last.number);
  const [win, draw, loss] = (['win', 'draw', 'loss'] as const).map((mine) =>
    lastRoundOutlook(race, last, playerId, mine, { random }),
  ) as [Tally, Tally, Tally];
  const lastRound = {
    round: last.number,
    exhaustive: win.exhaustive,
    outcomes: win.outcomes,
    win: counts(win),
    draw: counts(draw),
    loss: counts(loss),
  };
  return { ...base, standing: cutStanding(race, playerId), lastRound };
}
