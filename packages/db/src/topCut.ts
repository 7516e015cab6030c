// The top cut's storage: the cut row, its elimination rounds and matches, the event's finished status, and its views.
import type { AffectedMatch, Bracket as BracketView, FinalStandings, Of } from '@tcg/contract';
import {
  advanceBracket,
  bracketFinished,
  buildBracket,
  cutFinishes,
  cutTable,
  matchExplanation,
  roundName,
  type Bracket,
  type BracketState,
  type CutLineDraw,
  type CutResult,
  type CutRule,
  type CutSelection,
  type MatchRef,
  type Placement,
  type RecordedResult,
  type SeatedMatch,
} from '@tcg/domain/cut';
import type { Division } from '@tcg/domain/division';
import type { Result } from '@tcg/domain/shared';
import type { SwissProgress } from '@tcg/domain/event';
import { Type } from 'typebox';
import { writeAudit } from './audit.ts';
import { CorruptData, decode } from './corruptData.ts';
import { cutRoundsOf, loadEventState, type EventState, type StoredRound } from './eventState.ts';
import { Prisma, type TopCut as TopCutRow } from './generated/prisma/client.ts';
import { outcomeOf, toMatch, toPlayerRef } from './records.ts';
import { redraftRepository } from './redraft.ts';
import { lastCompleteRound } from './standings.ts';
import type { Tx } from './transaction.ts';

export interface CutRequest {
  rule: CutRule;
  bestOf: 1 | 3;
  /** The Swiss round time when left out. */
  roundMinutes?: number;
  thirdPlaceMatch: boolean;
  /** The age division the cut is for; null: the whole event. */
  division: Division | null;
}

/** The age division a stored cut is for (the column holds one of them or null); null: the whole event. */
export const cutDivisionOf = (row: TopCutRow): Division | null => row.division as Division | null;

/** A stored top cut with its JSON columns decoded and its bracket rebuilt. */
export interface StoredCut {
  row: TopCutRow;
  seeds: string[];
  draws: CutLineDraw[];
  bracket: Bracket;
}

/** What the top cut's rules and views read: the event, its cuts, the Top 8 of a redraft, and how far the Swiss rounds are. */
export interface CutState {
  state: EventState;
  /** The cuts made: one for the whole event, or one per age division. */
  cuts: StoredCut[];
  /** The redraft pod's Top 8 in seed order, null without a redraft. */
  redraftSeeds: string[] | null;
  progress: SwissProgress;
}

/** A top cut decided by the caller: the selection, its bracket and the bracket seated before any result. */
export interface NewCut {
  request: CutRequest;
  afterRound: number;
  /** The number of the cut's first round (after every group's Swiss rounds and every round paired). */
  firstRound: number;
  seed: number;
  selection: CutSelection;
  bracket: Bracket;
  seated: BracketState;
  /** The tables before the cut's (after those of rounds played beside it). */
  tableBase: number;
}

/** A Swiss standing the cut was seeded from: the whole event's, or its division's among itself (as the caller ranked it). */
export interface SwissPlace {
  playerId: string;
  rank: number;
  points: number;
}

/** A result entered in the cut as the caller carried it forward, and whether the cut is now finished. */
export interface CarriedResult {
  entry: CutResult;
  recorded: RecordedResult;
  finished: boolean;
}

const Seeds = Type.Array(Type.String());
const Draws = Type.Array(Type.Object({ rank: Type.Integer(), seats: Type.Integer(), tied: Seeds, drawn: Seeds }));

/** A derivation from stored data that refuses it: the data is corrupt. */
function stored<T>(result: Result<T>, what: string): T {
  if (!result.ok) throw new CorruptData(what, result.error.message);
  return result.value;
}

export function storedCut(row: TopCutRow): StoredCut {
  return {
    row,
    seeds: decode(Seeds, row.seeds, `seeds of top cut ${row.id}`),
    draws: decode(Draws, row.draws, `draws of top cut ${row.id}`),
    bracket: stored(buildBracket(row.size, { thirdPlaceMatch: row.thirdPlaceMatch }), `top cut ${row.id}`),
  };
}

const keyOf = (ref: MatchRef) => `${ref.round}:${ref.slot}`;

/** The bracket round and slot of a stored top cut match: its round counted among its own cut's rounds. */
export const cutRef = (state: EventState, cut: TopCutRow, round: StoredRound, slot: number | null): MatchRef => ({
  round: cutRoundsOf(state, cut).findIndex((r) => r.id === round.id) + 1,
  slot: slot ?? 0,
});

/** The winners stored so far, by bracket round and slot. */
export function cutResults(state: EventState, cut: TopCutRow): CutResult[] {
  return cutRoundsOf(state, cut).flatMap((round) =>
    round.matches.flatMap((m) => {
      const winner = m.playerBId === null ? null : outcomeOf(m)?.winner;
      return winner ? [{ ...cutRef(state, cut, round, m.bracketSlot), winner }] : [];
    }),
  );
}

/** The seeded state of the whole bracket from the stored results. */
export const seatedBracket = (state: EventState, cut: StoredCut): BracketState =>
  stored(advanceBracket(cut.bracket, cut.seeds, cutResults(state, cut.row)), `results of top cut ${cut.row.id}`);

/** Makes the stored matches agree with the bracket: seats players as they become known, re-seats or removes corrected ones. */
async function seatMatches(
  tx: Tx,
  bracket: Bracket,
  tableBase: number,
  rounds: readonly StoredRound[],
  state: BracketState,
  cleared: ReadonlySet<string>,
) {
  for (const seated of state.rounds.flat()) {
    const round = rounds[seated.round - 1]!;
    const row = round.matches.find((m) => m.bracketSlot === seated.slot);
    const [a, b] = seated.players;
    if (a === null || (b === null && !seated.bye)) {
      if (row) await tx.match.delete({ where: { id: row.id } });
      continue;
    }
    const seats = {
      playerAId: a,
      playerBId: b,
      tableNumber: cutTable(tableBase, seated.slot, seated.bye),
      explanation: matchExplanation(bracket, seated),
    };
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

/** The event is finished once every match of its cuts has a winner, and running again when a correction or a new cut reopens one. */
async function markFinished(tx: Tx, state: EventState, finished: boolean, actor: string) {
  const status = finished ? 'FINISHED' : 'RUNNING';
  if (state.event.status === status) return;
  await tx.event.update({ where: { id: state.event.id }, data: { status } });
  const lower = (s: string) => s.toLowerCase();
  await writeAudit(tx, state.event.id, actor, finished ? 'event.finish' : 'event.reopen', {
    before: { status: lower(state.event.status) },
    after: { status: lower(status) },
  });
}

export const topCutRepository = {
  async load(tx: Tx, eventId: string): Promise<CutState> {
    const state = await loadEventState(tx, eventId);
    return {
      state,
      cuts: state.topCuts.map(storedCut),
      redraftSeeds: await redraftRepository.seeds(tx, eventId),
      progress: { planned: state.event.rounds, complete: lastCompleteRound(state) },
    };
  },

  /** Stores a top cut the caller decided: the cut, its elimination rounds numbered from the caller's first round, the first matches. */
  async create(tx: Tx, { state }: CutState, cut: NewCut, actor: string): Promise<void> {
    const { request, afterRound, seed, selection } = cut;
    const { division } = request;
    const eventId = state.event.id;
    const row = await tx.topCut.create({
      data: {
        eventId,
        division,
        size: selection.seeds.length,
        minPoints: 'minPoints' in request.rule ? request.rule.minPoints : null,
        bestOf: request.bestOf,
        roundMinutes: request.roundMinutes ?? state.event.roundMinutes,
        thirdPlaceMatch: request.thirdPlaceMatch,
        afterRound,
        seed,
        seeds: selection.seeds,
        tableBase: cut.tableBase,
        // Spread into plain objects: Prisma's JSON input type takes no interfaces.
        draws: selection.draws.map((draw) => ({ ...draw })),
      },
    });
    const publishedAt = new Date();
    const rounds: StoredRound[] = [];
    for (const [i] of cut.bracket.rounds.entries()) {
      const round = await tx.round.create({
        data: { eventId, number: cut.firstRound + i, seed, stage: 'elimination', division, publishedAt },
      });
      rounds.push({ ...round, matches: [] });
    }
    await seatMatches(tx, cut.bracket, cut.tableBase, rounds, cut.seated, new Set());
    await writeAudit(tx, eventId, actor, 'cut.create', {
      after: { ...request, size: row.size, afterRound, seed, seeds: selection.seeds, draws: selection.draws },
    });
    await markFinished(tx, state, false, actor);
  },

  /**
   * Stores what a result entered in the cut carried forward (the match row already holds it): later matches seated as
   * their players become known, matches a correction re-seated, the event finished or running again. Returns those matches.
   */
  async carry(
    tx: Tx,
    state: EventState,
    cut: StoredCut,
    { entry, recorded, finished }: CarriedResult,
    actor: string,
  ): Promise<Of<typeof AffectedMatch>[]> {
    const cleared = new Set(recorded.affected.filter((a) => a.resultCleared).map(keyOf));
    const rounds = cutRoundsOf(state, cut.row);
    await seatMatches(tx, cut.bracket, cut.row.tableBase, rounds, recorded.state, cleared);
    await markFinished(tx, state, finished, actor);
    const affected = recorded.affected.map((a) => ({ ...a, number: rounds[a.round - 1]!.number }));
    if (affected.length > 0)
      await writeAudit(tx, state.event.id, actor, 'cut.reseat', { after: { corrected: entry, affected } });
    return affected;
  },

  /**
   * The bracket page: the attendance and recommended cut of the event or division (decided by the caller), the cut
   * the caller chose to show once made, and every cut made.
   */
  view(
    { state, cuts }: CutState,
    shown: { division: Division | null; attendance: number; cut: StoredCut | null; swiss: readonly SwissPlace[] },
    recommendation: Of<typeof BracketView>['recommendation'],
  ): Of<typeof BracketView> {
    return {
      division: shown.division,
      attendance: shown.attendance,
      recommendation,
      cut: shown.cut ? cutView(state, shown.cut, shown.swiss) : null,
      cuts: cuts.map((cut) => ({
        division: cutDivisionOf(cut.row),
        size: cut.row.size,
        finished: bracketFinished(seatedBracket(state, cut)),
      })),
    };
  },

  /** Places after the cut, as the caller placed them, with each player's Swiss rank and points (as the caller ranked them) and how far they went. */
  finalView(
    state: EventState,
    cut: StoredCut,
    places: readonly Placement[],
    swiss: readonly SwissPlace[],
  ): Of<typeof FinalStandings> {
    const byId = new Map(swiss.map((row) => [row.playerId, row]));
    const finishes = cutFinishes(cut.bracket, seatedBracket(state, cut));
    const ref = playerRefs(state);
    return {
      afterRound: cut.row.afterRound,
      cutSize: cut.row.size,
      rows: places.map(({ playerId, place }) => ({
        place,
        player: ref(playerId),
        swissRank: byId.get(playerId)!.rank,
        points: byId.get(playerId)!.points,
        finish: finishes.get(playerId) ?? null,
      })),
    };
  },
};

type CutView = NonNullable<Of<typeof BracketView>['cut']>;
type BracketMatchView = CutView['rounds'][number]['matches'][number];

function cutView(state: EventState, cut: StoredCut, swiss: readonly SwissPlace[]): CutView {
  const { row, seeds, bracket } = cut;
  const ref = playerRefs(state);
  const rows = new Map(swiss.map((r) => [r.playerId, r]));
  const seated = seatedBracket(state, cut);
  const rounds = cutRoundsOf(state, row);
  return {
    division: cutDivisionOf(row),
    size: row.size,
    minPoints: row.minPoints,
    bestOf: row.bestOf,
    roundMinutes: row.roundMinutes,
    thirdPlaceMatch: row.thirdPlaceMatch,
    afterRound: row.afterRound,
    seed: row.seed,
    seeds: seeds.map((id, i) => ({
      seed: i + 1,
      player: ref(id),
      rank: rows.get(id)?.rank ?? 0,
      points: rows.get(id)?.points ?? 0,
    })),
    draws: cut.draws.map((draw) => ({
      rank: draw.rank,
      seats: draw.seats,
      tied: draw.tied.map(ref),
      drawn: draw.drawn.map(ref),
    })),
    rounds: seated.rounds.map((matches, i) => {
      const round = rounds[i]!;
      return {
        round: i + 1,
        number: round.number,
        name: roundName(bracket, i + 1),
        matches: matches.map((m) => bracketMatchView(state, seeds, round, m)),
      };
    }),
    champion: orNull(ref)(seated.champion),
    finished: bracketFinished(seated),
  };
}

/** An event's players as the bracket shows them. */
const playerRefs = (state: EventState) => (id: string) => toPlayerRef(state.players.get(id)!);
const orNull =
  <T>(f: (id: string) => T) =>
  (id: string | null) =>
    id === null ? null : f(id);

function bracketMatchView(
  state: EventState,
  seeds: readonly string[],
  round: StoredRound,
  m: SeatedMatch,
): BracketMatchView {
  const ref = orNull(playerRefs(state));
  const seedOf = (id: string | null) => (id === null ? null : seeds.indexOf(id) + 1);
  const row = round.matches.find((r) => r.bracketSlot === m.slot);
  const match = row ? toMatch(row, round.number, state.players) : null;
  const suddenDeath =
    match?.result != null && 'games' in match.result && match.result.games.some((g) => 'suddenDeathWinner' in g);
  return {
    round: m.round,
    slot: m.slot,
    kind: m.kind,
    seeds: [seedOf(m.players[0]), seedOf(m.players[1])],
    players: [ref(m.players[0]), ref(m.players[1])],
    bye: m.bye,
    winner: m.winner,
    suddenDeath,
    match,
  };
}
