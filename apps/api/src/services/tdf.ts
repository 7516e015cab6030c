// TOM files (.tdf): an import replays the file through the app's own steps (register, pair, publish, report, drop,
// cut), so the event is a normal one; an export writes the stored event in TOM's elements.
import { eventRepository, loadEventState, playerRepository, roundRepository, roundView, standingsAfter, type EventState, type MatchRecord, type RoundRecord, type Tx } from '@tcg/db';
import { validateEventSettings, validatePlayerEntry, swissRoundsFor } from '@tcg/domain/event';
import { fail, must } from '@tcg/domain/shared';
import { canExportTdf, parseTdf, tdfReport, tdfResultOf, tdfSettings, writeTdf, type TdfCategory, type TdfEvent, type TdfMatch, type TdfRound, type TdfStanding } from '@tcg/domain/tdf';
import { divisionsOf } from './divisions.ts';
import { reportResult } from './results.ts';
import { finalStandings, makeCut } from './topCut.ts';

type Ids = Map<string, string>;

const refuse = (element: string, message: string) => must(fail('TDF_INVALID', `In ${element}: ${message}`, undefined, element));

async function registerAll(tx: Tx, eventId: string, tdf: TdfEvent, actor: string): Promise<Ids> {
  const ids: Ids = new Map();
  for (const [i, p] of tdf.players.entries()) {
    const entry = validatePlayerEntry({ dciNumber: p.userid, firstName: p.firstName, lastName: p.lastName });
    if (!entry.ok) refuse(`tournament/players/player[${i + 1}]`, entry.error.message);
    else {
      // A pod of one division makes its players that division; an all-ages pod leaves it to their year of birth.
      const division = tdf.category === 'combined' ? null : tdf.category;
      ids.set(p.userid, (await playerRepository.register(tx, eventId, entry.value, 1, actor, { birthYear: p.birthYear, division })).id);
    }
  }
  return ids;
}

/** Drops recorded by TOM after `round` (0: before round 1), in the order they happened. */
async function dropAfter(tx: Tx, eventId: string, tdf: TdfEvent, ids: Ids, round: number, actor: string) {
  for (const p of tdf.players.filter((x) => x.droppedAfterRound === round)) {
    const before = await playerRepository.get(tx, eventId, ids.get(p.userid)!);
    await playerRepository.changeParticipation(tx, eventId, before, { droppedAfterRound: round }, 'player.drop', actor, 'imported from TOM');
  }
}

/** Enters TOM's results on the stored round's matches, found by their first player. */
async function reportAll(tx: Tx, eventId: string, round: RoundRecord, matches: readonly TdfMatch[], ids: Ids, element: string, actor: string) {
  for (const [i, m] of matches.entries()) {
    if ('bye' in m) continue;
    const [a, b] = [ids.get(m.players[0])!, ids.get(m.players[1])!];
    const stored = round.matches.find((x) => [x.playerA.id, x.playerB?.id].includes(a) && [x.playerA.id, x.playerB?.id].includes(b));
    if (!stored) refuse(`${element}/matches/match[${i + 1}]`, `players ${m.players.join(' and ')} do not meet in the app's bracket, which seeds the top cut from the Swiss standings (217).`);
    else if (m.result !== null) await reportResult(tx, stored.id, { version: stored.version, report: tdfReport(m.result, [stored.playerA.id, stored.playerB!.id]), mayCorrect: false }, actor, eventId);
  }
}

async function importSwissRound(tx: Tx, eventId: string, round: TdfRound, ids: Ids, rounds: number, actor: string) {
  const state = await loadEventState(tx, eventId);
  // TOM without automatic table numbers writes table 0: such matches take the next free tables.
  let free = Math.max(0, ...round.matches.map((m) => ('table' in m ? m.table : 0)));
  const pairings = round.matches.flatMap((m) =>
    'players' in m ? [{ table: m.table || ++free, players: [ids.get(m.players[0])!, ids.get(m.players[1])!] as [string, string], explanation: 'Paired in TOM.' }] : [],
  );
  const byes = round.matches.flatMap((m) => ('bye' in m ? [{ playerId: ids.get(m.bye)!, explanation: 'Bye in TOM.' }] : []));
  const created = await roundRepository.create(tx, state, round.number, 0, { pairings, byes }, actor);
  if (round.number === 1) await roundRepository.startEvent(tx, state, rounds, swissRoundsFor(state.registrations.length, false), actor);
  await roundRepository.publish(tx, (await loadEventState(tx, eventId)).rounds.find((r) => r.number === round.number)!, actor);
  return roundRepository.get(tx, eventId, created.number);
}

/** The top cut as the app seeds it from the Swiss standings; TOM's elimination rounds must be its matches. */
async function importCut(tx: Tx, eventId: string, tdf: TdfEvent, ids: Ids, actor: string) {
  const cut = tdf.rounds.filter((r) => r.stage === 'elimination');
  if (cut.length === 0) return;
  const first = cut[0]!;
  const size = first.matches.length * 2;
  const roundMinutes = tdf.finalsRoundMinutes ?? undefined;
  await makeCut(tx, eventId, { rule: { size }, bestOf: 1, ...(roundMinutes === undefined ? {} : { roundMinutes }), thirdPlaceMatch: false }, undefined, 0, actor);
  for (const round of cut) {
    const element = `tournament/pods/pod[1]/rounds/round[${round.number}]`;
    await reportAll(tx, eventId, await roundRepository.get(tx, eventId, round.number), round.matches, ids, element, actor);
  }
}

/** Creates the event a TOM file describes; any refusal rolls the whole import back. */
export async function importTdf(tx: Tx, xml: string, actor: string, ownerId: string | null): Promise<{ eventId: string }> {
  const tdf = must(parseTdf(xml));
  const settings = must(validateEventSettings(tdfSettings(tdf)));
  const event = await eventRepository.create(tx, settings, actor, ownerId);
  const eventId = event.id;
  await eventRepository.setDivisionGroups(tx, event, [['juniors', 'seniors', 'masters']], actor);
  const ids = await registerAll(tx, eventId, tdf, actor);
  await dropAfter(tx, eventId, tdf, ids, 0, actor);
  for (const round of tdf.rounds.filter((r) => r.stage === 'swiss')) {
    const stored = await importSwissRound(tx, eventId, round, ids, settings.rounds ?? round.number, actor);
    await reportAll(tx, eventId, stored, round.matches, ids, `tournament/pods/pod[1]/rounds/round[${round.number}]`, actor);
    await dropAfter(tx, eventId, tdf, ids, round.number, actor);
  }
  await importCut(tx, eventId, tdf, ids, actor);
  return { eventId };
}

/** Final places: after the cut by how far each player went, else the Swiss standings once the event is finished. */
async function placesOf(tx: Tx, state: EventState, dci: (id: string) => string): Promise<TdfStanding[]> {
  if (state.event.status !== 'FINISHED') return [];
  const rows = state.topCuts.length > 0
    ? (await finalStandings(tx, state.event.id)).rows.map((r) => ({ id: r.player.id, dropped: false }))
    : standingsAfter(state, state.rounds.length).rows.map((r) => ({ id: r.playerId, dropped: r.dropped }));
  const ordered = [...rows.filter((r) => !r.dropped), ...rows.filter((r) => r.dropped)];
  return ordered.map((r, i) => ({ userid: dci(r.id), place: i + 1, dnf: r.dropped }));
}

/** One division's pod when every entrant plays in it, else TOM's all-ages pod (category 8). */
function categoryOf(state: EventState): TdfCategory {
  const divisions = new Set(divisionsOf(state).values());
  const [only] = divisions;
  return state.event.divisionGroups !== null && divisions.size === 1 && only ? only : 'combined';
}

/** The stored event in TOM's elements: players by DCI number, every round and result, final places once finished. */
export async function exportTdf(tx: Tx, eventId: string): Promise<{ name: string; xml: string }> {
  const state = await loadEventState(tx, eventId);
  const { event } = state;
  must(canExportTdf(event.type, state.topCuts.some((cut) => cut.division !== null)));
  const dci = (id: string) => state.players.get(id)!.dciNumber;
  const rounds = [...state.rounds, ...state.cutRounds].map((r): TdfRound => {
    const { number, stage, matches } = roundView(state, r.number);
    const tdfMatch = (m: MatchRecord): TdfMatch =>
      m.playerB === null ? { bye: m.playerA.dciNumber } : { table: m.table ?? 0, players: [m.playerA.dciNumber, m.playerB.dciNumber], result: tdfResultOf(m.outcome, m.playerA.id) };
    return { number, stage, matches: matches.map(tdfMatch) };
  });
  const tdf: TdfEvent = {
    name: event.name,
    sanctionId: '',
    date: event.date.toISOString().slice(0, 10),
    roundMinutes: event.roundMinutes,
    finalsRoundMinutes: state.topCuts[0]?.roundMinutes ?? null,
    finished: event.status === 'FINISHED',
    category: categoryOf(state),
    players: state.registrations.map((r) => ({
      userid: r.player.dciNumber,
      firstName: r.player.firstName,
      lastName: r.player.lastName,
      birthYear: r.birthYear,
      droppedAfterRound: r.droppedAfterRound ?? (r.disqualified ? r.disqualifiedAfterRound : null),
    })),
    rounds,
    standings: await placesOf(tx, state, dci),
  };
  return { name: event.name, xml: writeTdf(tdf) };
}
