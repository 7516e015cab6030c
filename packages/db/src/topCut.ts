// 217: the top cut — chosen from the final Swiss standings, seeded into a single-elimination bracket, results carried forward.
import {
  advanceBracket,
  buildBracket,
  finalPlacements,
  loserOf,
  recommendCut,
  recordResult,
  selectCut,
  type Bracket,
  type BracketState,
  type CutLineDraw,
  type CutResult,
  type CutRule,
  type MatchRef,
  type SeatedMatch,
} from '@tcg/domain/cut';
import type { MatchOutcome } from '@tcg/domain/match';
import { AppError, RuleViolation, seededRandom, type Result } from '@tcg/domain/shared';
import { computeStandings, type Standings } from '@tcg/domain/standings';
import { writeAudit } from './audit.ts';
import { loadEventState, lockEvent, standingsInput, TX_OPTIONS, type EventState, type StoredRound, type Tx } from './eventState.ts';
import { Prisma, type PrismaClient, type TopCut as TopCutRow } from './generated/prisma/client.ts';
import { toMatch, toPlayerRef, type MatchRecord, type PlayerRef } from './records.ts';
import { redraftCut } from './redraft.ts';
import { lastCompleteRound } from './standings.ts';

export interface CutRequest {
  rule: CutRule;
  bestOf: 1 | 3;
  /** The Swiss round time when left out. */
  roundMinutes?: number;
  thirdPlaceMatch: boolean;
}

export interface CutSeed {
  seed: number;
  player: PlayerRef;
  rank: number;
  points: number;
}

export interface CutDrawRecord {
  rank: number;
  seats: number;
  tied: PlayerRef[];
  drawn: PlayerRef[];
}

export interface BracketMatchRecord extends MatchRef {
  kind: 'main' | 'thirdPlace';
  /** The players' seeds, null where the player is not yet known (or, in a bye, absent). */
  seeds: [number | null, number | null];
  players: [PlayerRef | null, PlayerRef | null];
  bye: boolean;
  winner: string | null;
  /** The winner was decided by sudden death after equal Prizes at time (217). */
  suddenDeath: boolean;
  /** The stored match, once both players are known (for a bye, from the start). */
  match: MatchRecord | null;
}

export interface BracketRoundRecord {
  /** 1 for the first round of the cut. */
  round: number;
  /** The event's round number: the cut's rounds follow the Swiss rounds. */
  number: number;
  name: string;
  matches: BracketMatchRecord[];
}

export interface CutRecord {
  size: number;
  minPoints: number | null;
  bestOf: number;
  roundMinutes: number;
  thirdPlaceMatch: boolean;
  afterRound: number;
  seed: number;
  seeds: CutSeed[];
  /** Draws among players still exactly tied: across the cut line for the last seats, inside it for the seed order. */
  draws: CutDrawRecord[];
  rounds: BracketRoundRecord[];
  champion: PlayerRef | null;
  finished: boolean;
}

export interface FinalPlaceRecord {
  place: number;
  player: PlayerRef;
  swissRank: number;
  points: number;
  /** How far a player in the cut went: 'Winner', 'Finalist', the round lost in; null outside the cut. */
  finish: string | null;
}

export interface FinalStandingsRecord {
  afterRound: number;
  cutSize: number;
  rows: FinalPlaceRecord[];
}

export interface BracketRecord {
  attendance: number;
  recommendation: { size: number | null; reason: string };
  cut: CutRecord | null;
}

/** A later match a correction re-seated; a result it had was cleared, to be entered again. */
export interface AffectedMatchRecord extends MatchRef {
  number: number;
  resultCleared: boolean;
}

const check = <T>(result: Result<T>, status = 400): T => {
  if (!result.ok) throw new RuleViolation(result.error);
  return result.value;
};

const keyOf = (ref: MatchRef) => `${ref.round}:${ref.slot}`;

export const bracketOf = (cut: TopCutRow): Bracket => check(buildBracket(cut.size, { thirdPlaceMatch: cut.thirdPlaceMatch }));
const seedsOf = (cut: TopCutRow) => cut.seeds as string[];

/** The bracket round and slot of a stored top cut match. */
export const cutRef = (cut: TopCutRow, round: StoredRound, slot: number | null): MatchRef => ({ round: round.number - cut.afterRound, slot: slot ?? 0 });

/** The winners stored so far, by bracket round and slot. */
export function cutResults(state: EventState): CutResult[] {
  const cut = state.topCut!;
  return state.cutRounds.flatMap((round) =>
    round.matches
      .filter((m) => m.playerBId !== null && m.outcome !== null)
      .map((m) => ({ ...cutRef(cut, round, m.bracketSlot), winner: (m.outcome as unknown as MatchOutcome).winner! })),
  );
}

function finalStandings(state: EventState, throughRound: number): Standings {
  const standings = computeStandings(standingsInput(state, throughRound));
  if (!standings.ok) throw new Error(`Stored results do not add up: ${standings.error.message}`);
  return standings.value;
}

/** The seeded state of the whole bracket from the stored results. */
export function seatedBracket(state: EventState): BracketState {
  const cut = state.topCut!;
  return check(advanceBracket(bracketOf(cut), seedsOf(cut), cutResults(state)), 500);
}

export function roundName(bracket: Bracket, round: number): string {
  const main = bracket.rounds[round - 1]!.filter((m) => m.kind === 'main').length;
  if (main === 1) return 'Final';
  if (main === 2) return 'Semifinals';
  if (main === 4) return 'Quarterfinals';
  return `Top ${main * 2}`;
}

function explain(bracket: Bracket, seated: SeatedMatch): string {
  const planned = bracket.rounds[seated.round - 1]!.find((m) => m.slot === seated.slot)!;
  if (planned.seeds) {
    const [a, b] = planned.seeds;
    return b === null ? `Seed ${a}: a bye into the next round (217: the highest seeds get the byes).` : `Seed ${a} v seed ${b}.`;
  }
  const [x, y] = planned.feeds;
  const previous = roundName(bracket, seated.round - 1);
  return seated.kind === 'thirdPlace' ? `3rd/4th-place match: the two ${previous} losers.` : `Winners of ${previous} matches ${x} and ${y}.`;
}

/** Makes the stored matches agree with the bracket: seats players as they become known, re-seats or removes corrected ones. */
async function seatMatches(tx: Tx, cut: TopCutRow, rounds: readonly StoredRound[], state: BracketState, cleared: ReadonlySet<string>) {
  const bracket = bracketOf(cut);
  for (const seated of state.rounds.flat()) {
    const round = rounds[seated.round - 1]!;
    const row = round.matches.find((m) => m.bracketSlot === seated.slot);
    const [a, b] = seated.players;
    if (a === null || (b === null && !seated.bye)) {
      if (row) await tx.match.delete({ where: { id: row.id } });
      continue;
    }
    const seats = { playerAId: a, playerBId: b, tableNumber: seated.bye ? null : seated.slot, explanation: explain(bracket, seated) };
    if (!row) {
      await tx.match.create({ data: { roundId: round.id, bracketSlot: seated.slot, ...seats } });
    } else if (row.playerAId !== a || row.playerBId !== b || cleared.has(keyOf(seated))) {
      await tx.game.deleteMany({ where: { matchId: row.id } });
      await tx.match.update({
        where: { id: row.id },
        data: { ...seats, version: row.version + 1, outcome: Prisma.DbNull, noShowPlayerId: null, reportedAt: null },
      });
    }
  }
}

const isFinished = (state: BracketState) => state.rounds.flat().every((m) => m.winner !== null);

/** The event is finished once every match of the cut has a winner, and running again when a correction reopens one. */
async function markFinished(tx: Tx, state: EventState, finished: boolean, actor: string) {
  const status = finished ? 'FINISHED' : 'RUNNING';
  if (state.event.status === status) return;
  await tx.event.update({ where: { id: state.event.id }, data: { status } });
  const lower = (s: string) => s.toLowerCase();
  await writeAudit(tx, state.event.id, actor, finished ? 'event.finish' : 'event.reopen', { before: { status: lower(state.event.status) }, after: { status: lower(status) } });
}

/**
 * Carries a stored elimination result forward (the match row already holds it): later matches are seated as their
 * players become known, and a correction re-seats matches its old winner already reached. Returns those matches.
 */
export async function carryResult(tx: Tx, state: EventState, entry: MatchRef & { winner: string }, actor: string): Promise<AffectedMatchRecord[]> {
  const cut = state.topCut!;
  const recorded = check(recordResult(bracketOf(cut), seedsOf(cut), cutResults(state), entry));
  const cleared = new Set(recorded.affected.filter((a) => a.resultCleared).map(keyOf));
  await seatMatches(tx, cut, state.cutRounds, recorded.state, cleared);
  await markFinished(tx, state, isFinished(recorded.state), actor);
  const affected = recorded.affected.map((a) => ({ ...a, number: cut.afterRound + a.round }));
  if (affected.length > 0) await writeAudit(tx, state.event.id, actor, 'cut.reseat', { after: { corrected: entry, affected } });
  return affected;
}

export function topCutRepository(prisma: PrismaClient) {
  return {
    async get(eventId: string): Promise<BracketRecord> {
      return bracketView(await loadEventState(prisma, eventId));
    },

    /** Cuts to the top players after the last Swiss round, with `seed` drawing any tie across the cut line. */
    create(eventId: string, request: CutRequest, seed: number, actor: string): Promise<BracketRecord> {
      return prisma.$transaction(async (tx) => {
        await lockEvent(tx, eventId);
        const state = await loadEventState(tx, eventId);
        const afterRound = checkSwissFinished(state);
        const rows = finalStandings(state, afterRound).rows.filter((row) => !row.dropped);
        const selection = (await redraftCut(tx, eventId, request.rule)) ?? check(selectCut(rows, request.rule, seededRandom(seed)));
        const bracket = check(buildBracket(selection.seeds.length, { thirdPlaceMatch: request.thirdPlaceMatch }));
        const cut = await tx.topCut.create({
          data: {
            eventId,
            size: selection.seeds.length,
            minPoints: 'minPoints' in request.rule ? request.rule.minPoints : null,
            bestOf: request.bestOf,
            roundMinutes: request.roundMinutes ?? state.event.roundMinutes,
            thirdPlaceMatch: request.thirdPlaceMatch,
            afterRound,
            seed,
            seeds: selection.seeds,
            draws: selection.draws as unknown as Prisma.InputJsonValue,
          },
        });
        const publishedAt = new Date();
        const rounds: StoredRound[] = [];
        for (const [i] of bracket.rounds.entries()) {
          const round = await tx.round.create({ data: { eventId, number: afterRound + i + 1, seed, stage: 'elimination', publishedAt } });
          rounds.push({ ...round, matches: [] });
        }
        await seatMatches(tx, cut, rounds, check(advanceBracket(bracket, selection.seeds, [])), new Set());
        await writeAudit(tx, eventId, actor, 'cut.create', { after: { ...request, size: cut.size, afterRound, seed, seeds: selection.seeds, draws: selection.draws } });
        await markFinished(tx, state, false, actor);
        return bracketView(await loadEventState(tx, eventId));
      }, TX_OPTIONS);
    },

    /** Places after the cut: the cut by how far each player went, everyone else by Swiss standing (217). */
    async final(eventId: string): Promise<FinalStandingsRecord> {
      const state = await loadEventState(prisma, eventId);
      const cut = state.topCut;
      if (!cut) throw new AppError('CUT_NOT_FOUND', 'This event has no top cut yet: its standings are the Swiss standings.');
      const rows = finalStandings(state, cut.afterRound).rows;
      const bracket = bracketOf(cut);
      const places = check(finalPlacements(bracket, seedsOf(cut), cutResults(state), rows), 409);
      const byId = new Map(rows.map((row) => [row.playerId, row]));
      const finishes = finishesOf(bracket, seatedBracket(state));
      return {
        afterRound: cut.afterRound,
        cutSize: cut.size,
        rows: places.map(({ playerId, place }) => ({
          place,
          player: toPlayerRef(state.players.get(playerId)!),
          swissRank: byId.get(playerId)!.rank,
          points: byId.get(playerId)!.points,
          finish: finishes.get(playerId) ?? null,
        })),
      };
    },
  };
}

function finishesOf(bracket: Bracket, state: BracketState): Map<string, string> {
  const finishes = new Map<string, string>();
  if (state.champion) finishes.set(state.champion, 'Winner');
  for (const match of state.rounds.flat()) {
    const loser = loserOf(match);
    if (loser === null) continue;
    const name = roundName(bracket, match.round);
    if (match.kind === 'thirdPlace') {
      finishes.set(match.winner!, '3rd place');
      finishes.set(loser, '4th place');
    } else if (!finishes.has(loser)) {
      finishes.set(loser, name === 'Final' ? 'Finalist' : name);
    }
  }
  return finishes;
}

function checkSwissFinished(state: EventState): number {
  if (state.topCut) throw new RuleViolation({ code: 'CUT_EXISTS', message: 'This event already has its top cut; an event has one.' });
  const planned = state.event.rounds;
  const complete = lastCompleteRound(state);
  if (planned === null || state.rounds.length < planned || complete < planned) {
    const message = `The top cut follows the last Swiss round: ${complete} of ${planned ?? '?'} rounds are complete.`;
    throw new RuleViolation({ code: 'SWISS_NOT_FINISHED', message, section: '217' });
  }
  return complete;
}

function bracketView(state: EventState): BracketRecord {
  const attendance = state.registrations.length;
  const recommended = check(recommendCut(attendance));
  const recommendation = { size: 'size' in recommended.choice ? recommended.choice.size : null, reason: recommended.reason };
  return { attendance, recommendation, cut: state.topCut ? cutView(state, state.topCut) : null };
}

function cutView(state: EventState, cut: TopCutRow): CutRecord {
  const ref = (id: string) => toPlayerRef(state.players.get(id)!);
  const seeds = seedsOf(cut);
  const rows = new Map(finalStandings(state, cut.afterRound).rows.map((row) => [row.playerId, row]));
  const bracket = bracketOf(cut);
  const seated = seatedBracket(state);
  const draws = cut.draws as unknown as CutLineDraw[];
  const seedOf = (id: string | null) => (id === null ? null : seeds.indexOf(id) + 1);
  return {
    size: cut.size,
    minPoints: cut.minPoints,
    bestOf: cut.bestOf,
    roundMinutes: cut.roundMinutes,
    thirdPlaceMatch: cut.thirdPlaceMatch,
    afterRound: cut.afterRound,
    seed: cut.seed,
    seeds: seeds.map((id, i) => ({ seed: i + 1, player: ref(id), rank: rows.get(id)?.rank ?? 0, points: rows.get(id)?.points ?? 0 })),
    draws: draws.map((draw) => ({ rank: draw.rank, seats: draw.seats, tied: draw.tied.map(ref), drawn: draw.drawn.map(ref) })),
    rounds: seated.rounds.map((matches, i) => {
      const stored = state.cutRounds[i]!;
      return {
        round: i + 1,
        number: stored.number,
        name: roundName(bracket, i + 1),
        matches: matches.map((m) => {
          const row = stored.matches.find((r) => r.bracketSlot === m.slot);
          const match = row ? toMatch(row, stored.number, state.players) : null;
          const suddenDeath = match?.result !== null && match?.result !== undefined && 'games' in match.result && match.result.games.some((g) => 'suddenDeathWinner' in g);
          return {
            round: m.round,
            slot: m.slot,
            kind: m.kind,
            seeds: [seedOf(m.players[0]), seedOf(m.players[1])],
            players: [m.players[0] === null ? null : ref(m.players[0]), m.players[1] === null ? null : ref(m.players[1])],
            bye: m.bye,
            winner: m.winner,
            suddenDeath,
            match,
          };
        }),
      };
    }),
    champion: seated.champion === null ? null : ref(seated.champion),
    finished: isFinished(seated),
  };
}

export type TopCutRepository = ReturnType<typeof topCutRepository>;
