// The event as spreadsheet files: registrations, pairings of a round, standings and final standings (UTF-8 CSV).
import {
  eventRepository,
  playerRepository,
  podTableRepository,
  roundRepository,
  type RegistrationRecord,
  type Tx,
} from '@tcg/db';
import { toCsv } from '@tcg/domain/csv';
import { DIVISION_NAMES, playerDivision, type Division } from '@tcg/domain/division';
import { resultSentence } from '@tcg/domain/match';
import type { MatchRecord } from '@tcg/db';
import { podRound, podRounds, podStandingsFor } from './podPlay.ts';
import { standingsFor } from './standings.ts';
import { finalStandings } from './topCut.ts';

const percent = (value: number | undefined) => (value === undefined ? null : (value * 100).toFixed(2));

function statusOf(p: RegistrationRecord): string {
  if (p.disqualified) return 'disqualified';
  if (p.droppedAfterRound !== null) return `dropped after round ${p.droppedAfterRound}`;
  return 'active';
}

export async function registrationsCsv(tx: Tx, eventId: string): Promise<string> {
  const event = await eventRepository.get(tx, eventId);
  const players = await playerRepository.list(tx, eventId);
  const division = (p: RegistrationRecord) =>
    event.divisionGroups ? DIVISION_NAMES[playerDivision(p, event.date)] : null;
  return toCsv([
    ['DCI number', 'First name', 'Last name', 'Team', 'Year of birth', 'Division', 'Status', 'First round'],
    ...players.map((p) => [
      p.dciNumber,
      p.firstName,
      p.lastName,
      p.teamName ?? null,
      p.birthYear,
      division(p),
      statusOf(p),
      p.lateEntryRound,
    ]),
  ]);
}

function resultOf(m: MatchRecord): string {
  if (m.bye) return 'Bye';
  if (!m.result || !m.outcome) return '';
  const names = { [m.playerA.id]: m.playerA.name, [m.playerB!.id]: m.playerB!.name };
  return resultSentence({ result: m.result, outcome: m.outcome, players: [m.playerA.id, m.playerB!.id], names });
}

/** A pod-play round's tables: one line a seat, with its place and points once entered. */
async function podTablesCsv(tx: Tx, eventId: string, round?: number): Promise<{ round: number; body: string }> {
  const dci = await dciNumbers(tx, eventId);
  const number = round ?? (await podRounds(tx, eventId)).at(-1)?.number ?? 0;
  const tables = number === 0 ? [] : (await podRound(tx, eventId, number)).tables;
  const seatLine = (t: (typeof tables)[number], id: string, seat: number) => {
    const scored = t.scored?.find((s) => s.playerId === id);
    return [
      number,
      t.table,
      seat + 1,
      dci.get(id) ?? null,
      t.names[id] ?? id,
      scored?.place ?? null,
      scored?.points ?? null,
      scored?.measure ?? null,
    ];
  };
  return {
    round: number,
    body: toCsv([
      ['Round', 'Table', 'Seat', 'DCI number', 'Player', 'Place', 'Points', 'Measure'],
      ...tables.flatMap((t) => t.seats.map((id, seat) => seatLine(t, id, seat))),
    ]),
  };
}

async function podStandingsCsv(tx: Tx, eventId: string, round?: number): Promise<string> {
  const standings = await podStandingsFor(tx, eventId, round);
  const dci = await dciNumbers(tx, eventId);
  const measure = standings.scoring.measure?.name ?? 'Measure';
  return toCsv([
    ['Rank', 'DCI number', 'Name', 'Points', 'Tables', 'Firsts', measure, 'Table-mates’ average', 'Dropped'],
    ...standings.rows.map((r) => [
      r.rank,
      dci.get(r.playerId) ?? null,
      r.name,
      r.points,
      r.tables,
      r.wins,
      r.measure,
      r.opponentsAverage.toFixed(2),
      r.dropped ? 'yes' : '',
    ]),
  ]);
}

/** One round's tables (default: the latest round paired). */
/** One round's pairings (the latest paired by default), with the round's number for the file's name. */
export async function pairingsCsv(tx: Tx, eventId: string, round?: number): Promise<{ round: number; body: string }> {
  await eventRepository.get(tx, eventId);
  if (await podTableRepository.isPodPlay(tx, eventId)) return podTablesCsv(tx, eventId, round);
  const rounds = await roundRepository.list(tx, eventId);
  const number = round ?? rounds.at(-1)?.number ?? 0;
  const matches = number === 0 ? [] : (await roundRepository.get(tx, eventId, number)).matches;
  const body = toCsv([
    ['Round', 'Table', 'DCI number A', 'Player A', 'DCI number B', 'Player B', 'Result'],
    ...matches.map((m) => [
      number,
      m.table,
      m.playerA.dciNumber,
      m.playerA.name,
      m.playerB?.dciNumber ?? null,
      m.playerB?.name ?? null,
      resultOf(m),
    ]),
  ]);
  return { round: number, body };
}

async function dciNumbers(tx: Tx, eventId: string): Promise<Map<string, string>> {
  return new Map((await playerRepository.list(tx, eventId)).map((p) => [p.id, p.dciNumber]));
}

export async function standingsCsv(tx: Tx, eventId: string, round?: number, division?: Division): Promise<string> {
  if (await podTableRepository.isPodPlay(tx, eventId)) return podStandingsCsv(tx, eventId, round);
  const standings = await standingsFor(tx, eventId, round, division);
  const dci = await dciNumbers(tx, eventId);
  const tiebreakers =
    standings.policy === 'dci2003'
      ? ['Opponents’ match-win %', 'Game-win %', 'Opponents’ game-win %']
      : ['Op Win %', 'Op Op Win %'];
  return toCsv([
    ['Rank', 'DCI number', 'Name', 'Points', 'Wins', 'Losses', 'Draws', 'Byes', ...tiebreakers, 'Dropped'],
    ...standings.rows.map((r) => [
      ...[r.rank, dci.get(r.playerId) ?? null, r.name, r.points, r.wins, r.losses, r.draws, r.byes],
      ...(standings.policy === 'dci2003'
        ? [percent(r.omw), percent(r.gw), percent(r.ogw)]
        : [percent(r.opWin), percent(r.opOpWin)]),
      r.dropped ? 'yes' : '',
    ]),
  ]);
}

export async function finalStandingsCsv(tx: Tx, eventId: string, division?: Division): Promise<string> {
  const final = await finalStandings(tx, eventId, division);
  return toCsv([
    ['Place', 'DCI number', 'Name', 'Swiss rank', 'Points', 'Finish'],
    ...final.rows.map((r) => [r.place, r.player.dciNumber, r.player.name, r.swissRank, r.points, r.finish]),
  ]);
}

type Asked = { round?: number; division?: Division };
/** A CSV file's rows, and what its name says after the event's and the file's (the round of a round's pairings). */
type Made = { body: string; part?: string };
const only = async (body: Promise<string>): Promise<Made> => ({ body: await body });

/** One round's pairings, named after the event and the round (#31: each round's file a name of its own). */
async function roundPairings(tx: Tx, eventId: string, round?: number): Promise<Made> {
  const made = await pairingsCsv(tx, eventId, round);
  return { body: made.body, part: `round ${made.round}` };
}

type Make = (tx: Tx, eventId: string, asked: Asked) => Promise<Made>;

/** How each CSV file of the contract is made from the event. */
const files = {
  registrations: (tx, id) => only(registrationsCsv(tx, id)),
  pairings: (tx, id, q) => roundPairings(tx, id, q.round),
  standings: (tx, id, q) => only(standingsCsv(tx, id, q.round, q.division)),
  'final-standings': (tx, id, q) => only(finalStandingsCsv(tx, id, q.division)),
} satisfies Record<string, Make>;

export type CsvFile = keyof typeof files;
export const CSV_FILES = Object.keys(files) as CsvFile[];

/** One CSV file of the event, with its name: the event's, the file's and (for pairings) the round's. */
export async function csvExport(tx: Tx, eventId: string, file: CsvFile, asked: Asked) {
  const { name } = await eventRepository.get(tx, eventId);
  const made = await files[file](tx, eventId, asked);
  return { name: [name, file, made.part].filter(Boolean).join(' '), body: made.body };
}
