// Penalties (DCI Penalty Guidelines): record with the catalogue's escalation, apply game and match losses through
// the result flow and disqualifications through the disqualification, the head judge's upgrades and downgrades.
import type { Of, PenaltyCatalog, PenaltyRecorded } from '@tcg/contract';
import {
  eventRepository,
  loadEventState,
  lockEvent,
  penaltyRepository,
  playerRepository,
  type EventState,
  type Tx,
} from '@tcg/db';
import {
  changePenalty,
  checkPenalty,
  checkPenaltyCatalog,
  earlierInfractions,
  infractionNames,
  penaltyCsv,
  penaltyResult,
  proposePenalty,
  type Infraction,
  type PenaltyLevel,
} from '@tcg/domain/penalty';
import type { BestOf } from '@tcg/domain/match';
import { must, notFound } from '@tcg/domain/shared';
import { forbidden } from '@tcg/domain/access';
import { disqualifyPlayer } from './players.ts';
import { reportResult } from './results.ts';

export interface PenaltyRequest {
  playerId: string;
  infraction: Infraction;
  penalty?: PenaltyLevel;
  description: string;
}

/** The player's match in the last published Swiss round, where a penalty given now applies. */
function currentMatch(state: EventState, playerId: string) {
  const round = state.rounds.filter((r) => r.publishedAt !== null).at(-1);
  const match = round?.matches.find((m) => m.playerAId === playerId || m.playerBId === playerId);
  return round && match ? { round: round.number, match } : null;
}

type Applied = Pick<Of<typeof PenaltyRecorded>, 'applied' | 'note'>;

/** Why a loss was not entered as the result: a game loss in a longer match is one game of it, entered with the games played. */
function unappliedNote(penalty: PenaltyLevel, open: boolean): string {
  if (penalty === 'gameLoss' && open)
    return 'The game loss is one game of this match: enter it as a penalty game with the games played (211).';
  if (penalty === 'gameLoss' || penalty === 'matchLoss')
    return 'Enter the penalty with the match’s result (no open match to apply it to here).';
  return 'Recorded.';
}

/** Enters a game or match loss as the result of the player's open match, or disqualifies the player. */
async function apply(
  tx: Tx,
  state: EventState,
  request: PenaltyRequest & { penalty: PenaltyLevel },
  actor: string,
): Promise<Applied> {
  const { playerId, penalty, infraction, description } = request;
  if (penalty === 'disqualification') {
    await disqualifyPlayer(tx, state.event.id, playerId, `${infractionNames[infraction]}: ${description}`, actor);
    return { applied: 'disqualification', note: 'The player is disqualified; results played stand for the opponents.' };
  }
  const current = currentMatch(state, playerId);
  const opponent =
    current && (current.match.playerAId === playerId ? current.match.playerBId : current.match.playerAId);
  const report = opponent ? penaltyResult(penalty, state.event.bestOf as BestOf, opponent) : null;
  if (!report || current!.match.outcome !== null)
    return { applied: null, note: unappliedNote(penalty, current !== null && current.match.outcome === null) };
  await reportResult(
    tx,
    current!.match.id,
    { version: current!.match.version, report, mayCorrect: false },
    actor,
    state.event.id,
  );
  return {
    applied: 'result',
    note: `Entered as the result of table ${current!.match.tableNumber} in round ${current!.round}.`,
  };
}

/** Records a penalty: the catalogue proposes (escalated for a repeat), the judge may choose another; applied at once. */
export async function recordPenalty(
  tx: Tx,
  eventId: string,
  request: PenaltyRequest,
  actor: string,
  mayDisqualify: boolean,
): Promise<Of<typeof PenaltyRecorded>> {
  await lockEvent(tx, eventId);
  const state = await loadEventState(tx, eventId);
  if (!state.players.has(request.playerId)) throw notFound('player', request.playerId);
  const earlier = (await penaltyRepository.list(tx, eventId)).map((p) => ({
    playerId: p.player.id,
    infraction: p.infraction,
  }));
  const proposed = proposePenalty(
    await penaltyRepository.catalog(tx, eventId),
    request.infraction,
    earlierInfractions(earlier, request.playerId, request.infraction),
  );
  const entry = must(
    checkPenalty({
      infraction: request.infraction,
      penalty: request.penalty ?? proposed,
      description: request.description,
    }),
  );
  if (entry.penalty === 'disqualification' && !mayDisqualify) throw forbidden('disqualify');
  const current = currentMatch(state, request.playerId);
  const penalty = await penaltyRepository.create(
    tx,
    {
      eventId,
      playerId: request.playerId,
      round: current?.round ?? null,
      table: current?.match.tableNumber ?? null,
      ...entry,
      proposed,
    },
    actor,
  );
  return { penalty, ...(await apply(tx, state, { ...request, ...entry }, actor)) };
}

/** The head judge upgrades or downgrades a recorded penalty, with a reason (applied again only by hand). */
export async function changeRecordedPenalty(
  tx: Tx,
  eventId: string,
  penaltyId: string,
  next: PenaltyLevel,
  reason: string,
  actor: string,
) {
  await lockEvent(tx, eventId);
  const before = await penaltyRepository.get(tx, eventId, penaltyId);
  return penaltyRepository.change(tx, before, must(changePenalty(before.penalty, next, reason)), actor);
}

/** The event's penalty catalogue, checked: each infraction's first penalty and whether repeats escalate. */
export const setPenaltyCatalog = async (tx: Tx, eventId: string, catalog: Of<typeof PenaltyCatalog>, actor: string) =>
  penaltyRepository.setCatalog(tx, eventId, must(checkPenaltyCatalog(catalog)), actor);

/** The event's penalty report as CSV, for submission. */
export async function penaltyReport(tx: Tx, eventId: string): Promise<string> {
  const event = await eventRepository.get(tx, eventId);
  const rows = (await penaltyRepository.list(tx, event.id)).map((p) => ({
    ...p,
    dciNumber: p.player.dciNumber,
    player: p.player.name,
    change: p.change && `${p.change.by}: ${p.change.reason}`,
    at: p.createdAt,
  }));
  return penaltyCsv(rows);
}

/** A player's penalties in other events (by DCI number), as the account may see them. */
export async function penaltyHistory(tx: Tx, eventId: string, playerId: string, accountId: string | null) {
  const registered = await playerRepository.get(tx, eventId, playerId);
  const history = await penaltyRepository.history(tx, registered.dciNumber, eventId, accountId);
  return {
    player: { id: playerId, dciNumber: registered.dciNumber, name: `${registered.firstName} ${registered.lastName}` },
    ...history,
  };
}
