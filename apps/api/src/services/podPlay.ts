// Pod play (#19): seat the next round at tables, enter and correct a table's result, read rounds and standings.
import {
  type Of,
  type PodRound,
  type PodStandings,
  type PodTable,
  type TableResultBody,
  TableScoring as TableScoringSchema,
} from '@tcg/contract';
import {
  clockView,
  decode,
  loadEventState,
  lockEvent,
  participation,
  podTableRepository,
  roundStageOf,
  type EventState,
  type StoredPodTable,
  type Tx,
} from '@tcg/db';
import { checkCorrectionReason, isActiveIn } from '@tcg/domain/event';
import {
  canSeatNextRound,
  podStandings,
  scoreTable,
  seatTables,
  tableMeetings,
  type ScoredTable,
  type TableScoring,
} from '@tcg/domain/podPlay';
import { AppError, must, seededRandom } from '@tcg/domain/shared';
import { forbidden } from '@tcg/domain/access';

interface PodState {
  state: EventState;
  scoring: TableScoring;
  tableSize: number;
  tables: StoredPodTable[];
}

async function podState(tx: Tx, eventId: string): Promise<PodState> {
  const state = await loadEventState(tx, eventId);
  const { type, tableSize, tableScoring } = state.event;
  // Callers route only pod-play events here (podTableRepository.isPodPlay, or a table's own event).
  if (type !== 'pods' || tableSize === null) throw new Error(`Event ${eventId} is not a pod-play event.`);
  const scoring = decode(TableScoringSchema, tableScoring, `table scoring of event ${eventId}`);
  return { state, scoring, tableSize, tables: await podTableRepository.list(tx, eventId) };
}

const nameOf = (state: EventState, id: string) => {
  const p = state.players.get(id);
  return p ? `${p.firstName} ${p.lastName}` : id;
};

/** Every table scored from its stored entry (an entry stored is one the domain accepted). */
const scoredTables = ({ tables, scoring }: PodState, through: number): ScoredTable[] =>
  tables
    .filter((t) => t.result !== null && t.round <= through)
    .map((t) => ({ round: t.round, seats: must(scoreTable(scoring, t.seats, t.result!)) }));

const missingOf = (tables: readonly StoredPodTable[], round: number) =>
  tables.filter((t) => t.round === round && t.result === null).map((t) => t.table);

/** The last round whose every table has a result. */
function lastCompleteRound({ state, tables }: PodState): number {
  return state.rounds.reduce(
    (done, r) => (done === r.number - 1 && missingOf(tables, r.number).length === 0 ? r.number : done),
    0,
  );
}

function standingsOf(pod: PodState, through: number) {
  const players = pod.state.registrations.map((r) => ({
    id: r.playerId,
    dciNumber: r.player.dciNumber,
    name: nameOf(pod.state, r.playerId),
    dropped: r.droppedAfterRound !== null || r.disqualified,
  }));
  return podStandings(players, scoredTables(pod, through), pod.state.rounds[0]?.seed ?? 0, pod.scoring.measure);
}

function tableView(state: EventState, scoring: TableScoring, table: StoredPodTable): Of<typeof PodTable> {
  return {
    ...table,
    names: Object.fromEntries(table.seats.map((id) => [id, nameOf(state, id)])),
    scored: table.result === null ? null : must(scoreTable(scoring, table.seats, table.result)),
  };
}

function roundOfPods(pod: PodState, number: number): Of<typeof PodRound> {
  const round = pod.state.rounds.find((r) => r.number === number);
  if (!round) throw new AppError('ROUND_NOT_FOUND', `Round ${number} is not seated.`);
  return {
    id: round.id,
    number,
    title: roundStageOf(pod.state, round).title,
    seed: round.seed,
    publishedAt: round.publishedAt?.toISOString() ?? null,
    ...clockView(round, pod.state.event.roundMinutes, Date.now()),
    tables: pod.tables.filter((t) => t.round === number).map((t) => tableView(pod.state, pod.scoring, t)),
    missingTables: missingOf(pod.tables, number),
  };
}

/** One table as the judges' and players' pages show it. */
export async function podTable(tx: Tx, tableId: string): Promise<Of<typeof PodTable>> {
  const table = await podTableRepository.find(tx, tableId);
  if (!table) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
  const pod = await podState(tx, table.eventId);
  return tableView(pod.state, pod.scoring, table);
}

export const podRound = async (tx: Tx, eventId: string, number: number) =>
  roundOfPods(await podState(tx, eventId), number);

export async function podRounds(tx: Tx, eventId: string): Promise<Of<typeof PodRound>[]> {
  const pod = await podState(tx, eventId);
  return pod.state.rounds.map((r) => roundOfPods(pod, r.number));
}

/** Standings after a round (default: the last complete one). */
export async function podStandingsFor(tx: Tx, eventId: string, round?: number): Promise<Of<typeof PodStandings>> {
  const pod = await podState(tx, eventId);
  const through = round ?? lastCompleteRound(pod);
  if (through > pod.state.rounds.length)
    throw new AppError(
      'ROUND_NOT_FOUND',
      `Round ${through} is not seated; ${pod.state.rounds.length} round(s) so far.`,
    );
  return { type: 'pods', throughRound: through, scoring: pod.scoring, rows: standingsOf(pod, through) };
}

/** Seats the next round: at random in round 1, then by standings avoiding repeat table-mates; published at once. */
export async function seatNextRound(
  tx: Tx,
  eventId: string,
  seed: number,
  actor: string,
): Promise<Of<typeof PodRound>> {
  await lockEvent(tx, eventId);
  const pod = await podState(tx, eventId);
  const last = pod.state.rounds.at(-1);
  const number = must(
    canSeatNextRound({
      rounds: pod.state.event.rounds,
      lastRound: last ? { number: last.number, missingTables: missingOf(pod.tables, last.number) } : null,
    }),
  );
  const active = new Set(
    pod.state.registrations.filter((r) => isActiveIn(participation(r), number)).map((r) => r.playerId),
  );
  const players = standingsOf(pod, number - 1)
    .map((row) => row.playerId)
    .filter((id) => active.has(id));
  const tables = must(
    seatTables(
      {
        players,
        order: number === 1 ? 'random' : 'standings',
        metBefore: tableMeetings(pod.tables.map((t) => t.seats)),
        tableSize: pod.tableSize,
      },
      seededRandom(seed),
    ),
  );
  await podTableRepository.seat(tx, eventId, number, seed, tables, actor);
  return podRound(tx, eventId, number);
}

export interface TableResultRequest {
  body: Of<typeof TableResultBody>;
  /** Whether the caller's role may change an entered result, decided with the event locked. */
  mayCorrect: boolean;
}

/** Enters or corrects a table's result: the version must be current, a correction needs the right and a reason. */
export async function enterTableResult(
  tx: Tx,
  tableId: string,
  { body, mayCorrect }: TableResultRequest,
  actor: string,
): Promise<Of<typeof PodTable>> {
  const eventId = await podTableRepository.eventOf(tx, tableId);
  if (!eventId) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
  await lockEvent(tx, eventId);
  const pod = await podState(tx, eventId);
  const table = { ...pod.tables.find((t) => t.id === tableId)!, eventId };
  const conflict = () =>
    new AppError(
      'VERSION_CONFLICT',
      `Someone entered this table first (now version ${table.version}): check the stored result.`,
      { table: tableView(pod.state, pod.scoring, table) },
    );
  if (body.version !== table.version) throw conflict();
  if (table.result !== null && !mayCorrect) throw forbidden('correctResults');
  const reason = must(checkCorrectionReason(table.result !== null, body.reason));
  const { version: _version, reason: _reason, ...entry } = body;
  must(scoreTable(pod.scoring, table.seats, entry));
  if (!(await podTableRepository.saveResult(tx, table, body.version, entry, reason, actor))) throw conflict();
  const after = await podState(tx, eventId);
  const finished = after.state.event.rounds !== null && lastCompleteRound(after) >= after.state.event.rounds;
  if (finished && after.state.event.status !== 'FINISHED') await podTableRepository.finish(tx, eventId, actor);
  return tableView(
    after.state,
    after.scoring,
    after.tables.find((t) => t.id === tableId)!,
  );
}
