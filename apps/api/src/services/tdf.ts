// TOM files (.tdf): an import replays the file through the app's own steps (register, pair, publish, report, drop,
// cut), so the event is a normal one; an export writes the stored event in TOM's elements. TOM's pods are the event's
// groups of age divisions paired together: their Swiss rounds are the app's rounds (a pod that played fewer is a group
// with its own number of rounds), each pod's cut its division's.
import {
  cutDivisionOf,
  eventRepository,
  loadEventState,
  playerRepository,
  roundRepository,
  roundViews,
  standingsView,
  type EventState,
  type MatchRecord,
  type RoundRecord,
  type Tx,
} from '@tcg/db';
import { cutDrawSeed } from '@tcg/domain/cut';
import type { Division } from '@tcg/domain/division';
import { validateEventSettings, validatePlayerEntry, swissRoundsFor } from '@tcg/domain/event';
import { fail, must } from '@tcg/domain/shared';
import {
  canExportTdf,
  tdfDivisions,
  tdfReport,
  tdfResultOf,
  tdfSettings,
  tdfSlotSeeds,
  tdfSwissRounds,
  writeTdf,
  type TdfCategory,
  type TdfDivisions,
  type TdfEvent,
  type TdfMatch,
  type TdfPod,
  type TdfRound,
  type TdfStanding,
  type TdfWarning,
  type TdfCutOption,
  TDF_CATEGORY_DIVISIONS,
  tdfCategoryOf,
} from '@tcg/domain/tdf';
import type { ImportSteps } from '../jobRunner.ts';
import { divisionsOf, groupsOf, plannedSwissRounds } from './divisions.ts';
import { reportResult } from './results.ts';
import { finalStandings, makeCut, swissRows } from './topCut.ts';

type Ids = Map<string, string>;

const refuse = (element: string, message: string) =>
  must(fail('TDF_INVALID', `In ${element}: ${message}`, undefined, element));

async function registerAll(
  tx: Tx,
  eventId: string,
  tdf: TdfEvent,
  divisions: TdfDivisions['divisions'],
  actor: string,
): Promise<Ids> {
  const ids: Ids = new Map();
  for (const [i, p] of tdf.players.entries()) {
    const entry = validatePlayerEntry({ dciNumber: p.userid, firstName: p.firstName, lastName: p.lastName });
    if (!entry.ok) refuse(`tournament/players/player[${i + 1}]`, entry.error.message);
    else {
      // A pod of one division makes its players that division; a pod of several leaves it to their year of birth.
      const division = divisions.get(p.userid) ?? null;
      // A late entry (outcome 8 in the rounds before) loses the rounds they missed, as the app scores late entrants.
      ids.set(
        p.userid,
        (
          await playerRepository.register(tx, eventId, entry.value, p.firstRound, actor, {
            birthYear: p.birthYear,
            division,
          })
        ).id,
      );
    }
  }
  return ids;
}

/** Drops recorded by TOM after `round` (0: before round 1), in the order they happened. */
async function dropAfter(tx: Tx, eventId: string, tdf: TdfEvent, ids: Ids, round: number, actor: string) {
  for (const p of tdf.players.filter((x) => x.droppedAfterRound === round)) {
    const before = await playerRepository.get(tx, eventId, ids.get(p.userid)!);
    await playerRepository.changeParticipation(
      tx,
      eventId,
      before,
      { droppedAfterRound: round },
      'player.drop',
      actor,
      'imported from TOM',
    );
  }
}

/** Enters TOM's results on the stored round's matches, found by their first player. */
async function reportAll(
  tx: Tx,
  eventId: string,
  round: RoundRecord,
  matches: readonly TdfMatch[],
  ids: Ids,
  element: string,
  actor: string,
) {
  for (const [i, m] of matches.entries()) {
    if (!('players' in m)) continue;
    const [a, b] = [ids.get(m.players[0])!, ids.get(m.players[1])!];
    const stored = round.matches.find(
      (x) => [x.playerA.id, x.playerB?.id].includes(a) && [x.playerA.id, x.playerB?.id].includes(b),
    );
    if (!stored)
      refuse(
        `${element}/matches/match[${i + 1}]`,
        `players ${m.players.join(' and ')} do not meet in the app's bracket, which seeds the top cut from the Swiss standings (217).`,
      );
    else if (m.result !== null)
      await reportResult(
        tx,
        stored.id,
        { version: stored.version, report: tdfReport(m.result, [a, b]), mayCorrect: false },
        actor,
        eventId,
      );
  }
}

/** A pod's Swiss round `number` (its rounds are numbered from 1, its cut's after them); none once its Swiss rounds are over. */
const podSwissRound = (pod: TdfPod, number: number): TdfMatch[] | null => {
  const round = pod.rounds[number - 1];
  return round?.stage === 'swiss' ? round.matches : null;
};

/** Round `number` of every pod still in its Swiss rounds as one round of the app; a pod whose tables repeat another's takes the tables after them. */
function podsRound(pods: readonly TdfPod[], number: number): TdfMatch[] {
  const used = new Set<number>();
  return pods.flatMap((pod) => {
    const matches = podSwissRound(pod, number) ?? [];
    const shift = matches.some((m) => 'table' in m && used.has(m.table)) ? Math.max(...used) : 0;
    return matches.map((m) => {
      if (!('table' in m) || m.table === 0) return m;
      used.add(m.table + shift);
      return { ...m, table: m.table + shift };
    });
  });
}

async function importSwissRound(
  tx: Tx,
  eventId: string,
  number: number,
  matches: readonly TdfMatch[],
  ids: Ids,
  rounds: number,
  actor: string,
) {
  const state = await loadEventState(tx, eventId);
  // TOM without automatic table numbers writes table 0: such matches take the next free tables.
  let free = Math.max(0, ...matches.map((m) => ('table' in m ? m.table : 0)));
  const pairings = matches.flatMap((m) =>
    'players' in m
      ? [
          {
            table: m.table || ++free,
            players: [ids.get(m.players[0])!, ids.get(m.players[1])!] as [string, string],
            explanation: 'Paired in TOM.',
          },
        ]
      : [],
  );
  const byes = matches.flatMap((m) => ('bye' in m ? [{ playerId: ids.get(m.bye)!, explanation: 'Bye in TOM.' }] : []));
  const created = await roundRepository.create(tx, state, number, 0, { pairings, byes }, actor);
  if (number === 1)
    await roundRepository.startEvent(tx, state, rounds, swissRoundsFor(state.registrations.length, false), actor);
  await roundRepository.publish(
    tx,
    (await loadEventState(tx, eventId)).rounds.find((r) => r.number === number)!,
    actor,
  );
  return roundRepository.get(tx, eventId, created.number);
}

/** The tables before a cut's as the file numbers them: its first round's lowest table, less one (TOM's table 0: none). */
function fileTableBase(round: TdfRound): number {
  const tables = round.matches.flatMap((m) => ('table' in m && m.table > 0 ? [m.table] : []));
  return tables.length === 0 ? 0 : Math.min(...tables) - 1;
}

/** The players of a single-elimination-only event by bracket slot: their `<order>`, else the first round's matches by table. */
function fileSlots(tdf: TdfEvent, pod: TdfPod, ids: Ids): (string | null)[] {
  const ordered = tdf.players.filter((p) => p.order !== null && pod.players.includes(p.userid));
  const slots: (string | null)[] = [];
  if (ordered.length > 0) for (const p of ordered) slots[p.order! - 1] = ids.get(p.userid)!;
  else {
    const first = pod.rounds[0]!.matches.flatMap((m) => ('players' in m ? [m] : [])).sort((a, b) => a.table - b.table);
    slots.push(...first.flatMap((m) => m.players.map((id) => ids.get(id)!)));
  }
  return Array.from(slots, (id) => id ?? null);
}

/** A cut's seeds: a single-elimination-only event's from the file's bracket slots; else the draw seed seating TOM's first round from the Swiss standings. */
async function cutSeeding(
  tx: Tx,
  eventId: string,
  tdf: TdfEvent,
  pod: TdfPod,
  rounds: TdfRound[],
  division: Division | null,
  ids: Ids,
) {
  const rule = { size: rounds[0]!.matches.length * 2 };
  if (tdf.structure === 'elimination') {
    const seeds = must(tdfSlotSeeds(fileSlots(tdf, pod, ids)));
    return { rule: { size: seeds.length }, seed: 0, seeds };
  }
  const state = await loadEventState(tx, eventId);
  const standings = swissRows(state, division, state.rounds.length).filter((row) => !row.dropped);
  // Players exactly tied at the cut line are drawn: the draw that seats TOM's first round, when one does.
  const played = rounds[0]!.matches.flatMap((m) => ('players' in m ? [m.players.map((id) => ids.get(id)!)] : []));
  return { rule, seed: cutDrawSeed(standings, rule, played) ?? 0 };
}

/** Each pod's cut as the app seeds it (from the Swiss standings, or a single-elimination-only event's slots); TOM's elimination rounds must be its matches. */
async function importCuts(
  tx: Tx,
  eventId: string,
  tdf: TdfEvent,
  cutOf: TdfDivisions['cuts'],
  ids: Ids,
  actor: string,
) {
  const cuts = tdf.pods.flatMap((pod, p) => {
    const rounds = pod.rounds.filter((r) => r.stage === 'elimination');
    // A single-elimination-only event's bracket is the whole event's.
    return rounds.length === 0
      ? []
      : [{ p, rounds, division: tdf.structure === 'elimination' ? null : (cutOf[p] ?? null) }];
  });
  const roundMinutes = tdf.finalsRoundMinutes ?? undefined;
  // Every cut is made before any result: a finished cut finishes the event once every cut made is finished.
  for (const { p, rounds, division } of cuts) {
    const pod = tdf.pods[p]!;
    const { rule, seed, seeds } = await cutSeeding(tx, eventId, tdf, pod, rounds, division, ids);
    const request = {
      rule,
      bestOf: 1 as const,
      ...(roundMinutes === undefined ? {} : { roundMinutes }),
      thirdPlaceMatch: pod.thirdPlace,
    };
    await makeCut(tx, eventId, request, division ?? undefined, seed, actor, {
      tableBase: fileTableBase(rounds[0]!),
      ...(seeds && { seeds }),
    });
  }
  for (const { p, rounds, division } of cuts) {
    const numbers = (await loadEventState(tx, eventId)).cutRounds
      .filter((r) => r.division === division)
      .map((r) => r.number);
    for (const [i, round] of rounds.entries()) {
      const element = `tournament/pods/pod[${p + 1}]/rounds/round[${round.number}]`;
      const number = numbers[i];
      if (number === undefined)
        refuse(
          element,
          `a top cut of ${rounds[0]!.matches.length * 2} plays ${numbers.length} rounds of single elimination (217).`,
        );
      else
        await reportAll(
          tx,
          eventId,
          await roundRepository.get(tx, eventId, number),
          round.matches,
          ids,
          element,
          actor,
        );
    }
  }
}

/** TOM's final order: each division's places in turn (app player ids), which exact ties keep. */
function tomOrder(tdf: TdfEvent, ids: Ids): string[] {
  const categories = [...new Set(tdf.standings.map((s) => s.category))];
  return categories.flatMap((category) =>
    tdf.standings
      .filter((s) => s.category === category && ids.has(s.userid))
      .sort((a, b) => a.place - b.place)
      .map((s) => ids.get(s.userid)!),
  );
}

/** Creates the event a TOM file describes; any refusal fails the import (its job removes what was written). */
export async function importTdf(
  tx: Tx,
  tdf: TdfEvent,
  actor: string,
  ownerId: string | null,
  steps: ImportSteps,
): Promise<{ eventId: string; warnings: TdfWarning[] }> {
  const plan = must(tdfDivisions(tdf));
  const settings = must(validateEventSettings(tdfSettings(tdf)));
  const event = await eventRepository.create(tx, settings, actor, ownerId);
  const eventId = event.id;
  await steps.created(eventId);
  const total = tdfSwissRounds(tdf) + 2;
  await eventRepository.setDivisionGroups(tx, event, plan.groups, actor, plan.groupRounds);
  const ids = await registerAll(tx, eventId, tdf, plan.divisions, actor);
  await dropAfter(tx, eventId, tdf, ids, 0, actor);
  await steps.progress(1, total);
  for (let number = 1; number <= tdfSwissRounds(tdf); number++) {
    const stored = await importSwissRound(
      tx,
      eventId,
      number,
      podsRound(tdf.pods, number),
      ids,
      settings.rounds ?? number,
      actor,
    );
    for (const [p, pod] of tdf.pods.entries()) {
      const matches = podSwissRound(pod, number);
      if (matches)
        await reportAll(
          tx,
          eventId,
          stored,
          matches,
          ids,
          `tournament/pods/pod[${p + 1}]/rounds/round[${number}]`,
          actor,
        );
    }
    await dropAfter(tx, eventId, tdf, ids, number, actor);
    await steps.progress(1 + number, total);
  }
  // A single-elimination-only event starts with its bracket: no Swiss rounds.
  if (tdf.structure === 'elimination' && tdf.pods.some((pod) => pod.rounds.length > 0)) {
    const state = await loadEventState(tx, eventId);
    await roundRepository.startEvent(tx, state, 0, swissRoundsFor(state.registrations.length, false), actor);
  }
  await importCuts(tx, eventId, tdf, plan.cuts, ids, actor);
  await eventRepository.setTomFacts(
    tx,
    eventId,
    { game: tdf.gametype === 'VIDEO_GAME' ? 'vgc' : 'tcg', tomOrder: tdf.finished ? tomOrder(tdf, ids) : null },
    actor,
  );
  return { eventId, warnings: tdf.warnings };
}

/** A pod of the export: its players, the division whose cut it holds (null: the whole event's cut) and its Swiss rounds (null: every one). */
interface ExportPod {
  category: TdfCategory;
  members: Set<string>;
  cut: Division | null;
  swiss: number | null;
}

/**
 * Final places per division, as TOM writes them: after the division's cut (or its pod's) by how far each player went,
 * else by Swiss standing; players who dropped keep their place among those who finished (TOM's dnf lists stay empty).
 */
async function placesOf(
  tx: Tx,
  state: EventState,
  pods: readonly ExportPod[],
  dci: (id: string) => string,
): Promise<TdfStanding[]> {
  if (state.event.status !== 'FINISHED') return [];
  const swiss = standingsView(state, state.rounds.length).rows.map((r) => r.playerId);
  const divisions = divisionsOf(state);
  // A single-elimination-only event (no Swiss rounds) places its one pod as a whole, as TOM does (category 10).
  const byDivision =
    state.rounds.length > 0 && (pods.length > 1 || pods[0]?.category !== 'all' || state.event.divisionGroups !== null);
  const places: TdfStanding[] = [];
  for (const pod of pods) {
    const cut = state.topCuts.find((c) => cutDivisionOf(c) === pod.cut);
    const cutRows = cut
      ? (await finalStandings(tx, state.event.id, pod.cut ?? undefined)).rows.map((r) => r.player.id)
      : [];
    const rows = [...cutRows, ...swiss.filter((id) => pod.members.has(id) && !cutRows.includes(id))];
    const parts: [TdfCategory, string[]][] = byDivision
      ? TDF_CATEGORY_DIVISIONS[pod.category].map((d) => [d, rows.filter((id) => divisions.get(id) === d)])
      : [[pod.category, rows]];
    for (const [category, ids] of parts)
      places.push(...ids.map((id, i) => ({ category, userid: dci(id), place: i + 1, dnf: false })));
  }
  return places;
}

/** The pod of divisions the event pairs together (a file's pod 10 comes back as 10); else one division's pod when every entrant plays in it, else TOM's all-ages pod (category 10). */
function categoryOf(state: EventState): TdfCategory {
  const groups = groupsOf(state);
  if (groups?.length === 1) return tdfCategoryOf(groups[0]!);
  const divisions = new Set(divisionsOf(state).values());
  const [only] = divisions;
  return state.event.divisionGroups !== null && divisions.size === 1 && only ? only : 'all';
}

/** One pod for an event paired together; else a pod per group of divisions with players, holding its division's cut. */
function exportPods(state: EventState): ExportPod[] {
  const groups = groupsOf(state);
  const everyone = new Set(state.registrations.map((r) => r.playerId));
  if (groups === null || groups.length < 2)
    return [
      { category: categoryOf(state), members: everyone, cut: state.topCuts.map(cutDivisionOf)[0] ?? null, swiss: null },
    ];
  const divisions = divisionsOf(state);
  return groups.flatMap((group) => {
    const members = new Set([...everyone].filter((id) => group.includes(divisions.get(id)!)));
    // The pod's cut is the one its divisions have (TOM plays a Seniors cut inside a Juniors + Seniors pod).
    const cut =
      state.topCuts.map(cutDivisionOf).find((d) => d !== null && group.includes(d)) ??
      (group.length === 1 ? group[0]! : null);
    return members.size === 0
      ? []
      : [{ category: tdfCategoryOf(group), members, cut, swiss: plannedSwissRounds(state, group[0]!) }];
  });
}

const tdfMatch = (m: MatchRecord): TdfMatch =>
  m.playerB === null
    ? { bye: m.playerA.dciNumber }
    : {
        table: m.table ?? 0,
        players: [m.playerA.dciNumber, m.playerB.dciNumber],
        result: tdfResultOf(m.outcome, m.playerA.id),
      };

/** A pod's rounds (from every round's view, by number): its matches of each of its Swiss rounds, then its cut's rounds numbered on. */
function podRounds(state: EventState, views: ReadonlyMap<number, RoundRecord>, pod: ExportPod): TdfRound[] {
  const cut = state.cutRounds.filter((r) => r.division === pod.cut).sort((a, b) => a.number - b.number);
  const swiss = state.rounds.filter((r) => pod.swiss === null || r.number <= pod.swiss);
  const late = state.registrations.filter((r) => pod.members.has(r.playerId) && r.lateEntryRound > 1);
  // A cut round not yet seated (its players wait on the round before) is not in TOM's file.
  const seated = cut.filter((r) => views.get(r.number)!.matches.some((m) => pod.members.has(m.playerA.id)));
  return [...swiss, ...seated].map((r, i): TdfRound => {
    const { stage, matches } = views.get(r.number)!;
    // TOM writes a late entry's lost rounds as outcome 8, the player alone at table 0.
    const missed: TdfMatch[] =
      stage === 'swiss'
        ? late.filter((x) => x.lateEntryRound > r.number).map((x) => ({ lateEntry: x.player.dciNumber }))
        : [];
    return {
      number: i + 1,
      stage,
      matches: [...matches.filter((m) => pod.members.has(m.playerA.id)).map(tdfMatch), ...missed],
    };
  });
}

/** Each cut player's seed (place after Swiss) and bracket slot (1v2, 3v4… in the first cut round), by player id. */
function cutSeats(
  state: EventState,
  views: ReadonlyMap<number, RoundRecord>,
): Map<string, { seed: number; order: number }> {
  const seats = new Map<string, { seed: number; order: number }>();
  for (const cut of state.topCuts) {
    const division = cutDivisionOf(cut);
    const seeds = Array.isArray(cut.seeds) ? (cut.seeds as string[]) : [];
    const first = state.cutRounds.filter((r) => r.division === division).sort((a, b) => a.number - b.number)[0];
    const matches = first ? [...views.get(first.number)!.matches].sort((a, b) => (a.table ?? 0) - (b.table ?? 0)) : [];
    matches.forEach((m, i) =>
      [m.playerA, m.playerB].forEach(
        (p, side) => p && seats.set(p.id, { seed: seeds.indexOf(p.id) + 1, order: 2 * i + side + 1 }),
      ),
    );
  }
  return seats;
}

/** TOM's finalsoptions: each division's cut size (0 for none) and players. */
function finalsOptions(state: EventState): TdfCutOption[] {
  const divisions = [...divisionsOf(state).values()];
  return (['masters', 'seniors', 'juniors'] as const).map((division) => {
    const made = state.topCuts.find(
      (c) => cutDivisionOf(c) === division || (cutDivisionOf(c) === null && state.event.divisionGroups === null),
    );
    const cut = made?.size ?? 0;
    return {
      division,
      options: cut > 0 ? [0, cut] : [0],
      cut,
      playerCount: divisions.filter((d) => d === division).length,
      thirdPlace: made?.thirdPlaceMatch ?? false,
    };
  });
}

/** The stored event in TOM's elements: players by DCI number, a pod per group of divisions with its rounds and cut, final places once finished. */
export async function exportTdf(tx: Tx, eventId: string): Promise<{ name: string; xml: string }> {
  const state = await loadEventState(tx, eventId);
  const { event } = state;
  must(canExportTdf({ type: event.type, groups: groupsOf(state), cuts: state.topCuts.map(cutDivisionOf) }));
  const dci = (id: string) => state.players.get(id)!.dciNumber;
  const pods = exportPods(state);
  const views = new Map(roundViews(state).map((round) => [round.number, round]));
  const seats = cutSeats(state, views);
  const swissRounds = state.rounds.length;
  const structure = state.topCuts.length === 0 ? 'swiss' : swissRounds === 0 ? 'elimination' : 'swiss-cut';
  const vgc = event.game === 'vgc';
  const tdf: TdfEvent = {
    gametype: vgc ? 'VIDEO_GAME' : 'TRADING_CARD_GAME',
    mode: vgc ? 'VGCPREMIER' : structure === 'swiss-cut' ? 'TCG1DAY' : 'CUSTOM',
    structure,
    name: event.name,
    sanctionId: '',
    date: event.date.toISOString().slice(0, 10),
    roundMinutes: event.roundMinutes,
    finalsRoundMinutes: state.topCuts[0]?.roundMinutes ?? null,
    finished: event.status === 'FINISHED',
    players: state.registrations.map((r) => ({
      userid: r.player.dciNumber,
      firstName: r.player.firstName,
      lastName: r.player.lastName,
      birthYear: r.birthYear,
      droppedAfterRound: r.droppedAfterRound ?? (r.disqualified ? r.disqualifiedAfterRound : null),
      seed: seats.get(r.playerId)?.seed ?? null,
      order: seats.get(r.playerId)?.order ?? null,
      firstRound: r.lateEntryRound,
    })),
    // TOM in setup writes no pod: pods appear once round 1 is paired.
    pods: (state.rounds.length === 0 && state.cutRounds.length === 0 ? [] : pods).map((pod) => ({
      category: pod.category,
      players: [...pod.members].map(dci),
      rounds: podRounds(state, views, pod),
      thirdPlace: state.topCuts.find((c) => cutDivisionOf(c) === pod.cut)?.thirdPlaceMatch ?? false,
    })),
    standings: await placesOf(tx, state, pods, dci),
    finalsOptions: finalsOptions(state),
    warnings: [],
  };
  return { name: event.name, xml: writeTdf(tdf) };
}
