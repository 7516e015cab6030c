// TOM's pods as the event's age divisions (210, 217): each pod a group of divisions paired together, with its own top cut.
import { DIVISIONS, DIVISION_NAMES, playerDivision, type Division } from '../division/ageDivision.ts';
import type { DivisionGroups } from '../division/divisionGroups.ts';
import type { GroupRounds } from '../division/groupRounds.ts';
import { recommendedRounds } from '../pairing/roundCount.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import type { TdfEvent, TdfPod } from './types.ts';

export interface TdfDivisions {
  /** Which divisions are paired together, in pod order; a division no pod names is paired alone. */
  groups: DivisionGroups;
  /** The division chosen for a player (by userid) because their pod is that division's; absent: from the year of birth. */
  divisions: Map<string, Division>;
  /** For each pod, the division its single-elimination rounds are the top cut of; null: the whole event's cut. */
  cuts: (Division | null)[];
  /** Each group's own Swiss rounds: a pod that played fewer than the longest pod ended its Swiss there; null: the event's. */
  groupRounds: GroupRounds | null;
}

const refuse = (element: string, message: string) => fail('TDF_INVALID', `In ${element}: ${message}`, undefined, element);
const swissCount = (pod: TdfPod) => pod.rounds.filter((r) => r.stage === 'swiss').length;

/** The most Swiss rounds a pod of the file played: the event's rounds (each pod's Swiss rounds are numbered from 1). */
export const tdfSwissRounds = (tdf: TdfEvent): number => Math.max(0, ...tdf.pods.map(swissCount));
const ALL: Division[] = [...DIVISIONS];

/** A file of one pod (or none): every division paired together, a one-division pod naming its players' division. */
function onePod(tdf: TdfEvent): TdfDivisions {
  const category = tdf.pods[0]?.category ?? 'combined';
  const divisions = new Map(category === 'combined' ? [] : tdf.players.map((p) => [p.userid, category]));
  return { groups: [ALL], divisions, cuts: tdf.pods.map(() => null), groupRounds: null };
}

/** The divisions each pod pairs: its own, or (category 8) every division no other pod names. */
function podGroups(pods: readonly TdfPod[]): Result<DivisionGroups> {
  const named = pods.flatMap((pod) => (pod.category === 'combined' ? [] : [pod.category]));
  const groups: DivisionGroups = [];
  for (const [p, pod] of pods.entries()) {
    const element = `tournament/pods/pod[${p + 1}]`;
    if (pod.category !== 'combined' && named.indexOf(pod.category) !== named.lastIndexOf(pod.category)) return refuse(element, `${DIVISION_NAMES[pod.category]} has two pods; a division is paired in one.`);
    if (pod.category === 'combined' && pods.findIndex((x) => x.category === 'combined') !== p) return refuse(element, 'a second pod of divisions paired together (category 8); one such pod pairs every division no other pod names.');
    const group = pod.category === 'combined' ? ALL.filter((d) => !named.includes(d)) : [pod.category];
    if (group.length === 0) return refuse(element, 'this pod (category 8) pairs the divisions no other pod names, and every division has its own pod.');
    groups.push(group);
  }
  return ok([...groups, ...ALL.filter((d) => !groups.flat().includes(d)).map((d) => [d])]);
}

/** A pod's players are of its divisions: a one-division pod names it, a pod of several reads each year of birth. */
function podDivisions(tdf: TdfEvent, groups: DivisionGroups): Result<Map<string, Division>> {
  const divisions = new Map<string, Division>();
  const born = new Map(tdf.players.map((p) => [p.userid, p.birthYear]));
  for (const [p, pod] of tdf.pods.entries()) {
    for (const userid of pod.players) {
      if (pod.category !== 'combined') divisions.set(userid, pod.category);
      else {
        const division = playerDivision({ birthYear: born.get(userid) ?? null, division: null }, tdf.date);
        if (!groups[p]!.includes(division)) return refuse(`tournament/pods/pod[${p + 1}]`, `player ${userid} is ${DIVISION_NAMES[division]} by year of birth, a division this pod does not pair.`);
      }
    }
  }
  return ok(divisions);
}

/** Each cut of pods paired apart is one division's. */
function checkCuts(pods: readonly TdfPod[]): Result<void> {
  for (const [p, pod] of pods.entries()) {
    const element = `tournament/pods/pod[${p + 1}]`;
    const cut = pod.rounds.findIndex((r) => r.stage === 'elimination');
    if (pod.category === 'combined' && cut >= 0) return refuse(`${element}/rounds/round[${cut + 1}]`, 'a top cut of divisions paired together beside other pods: the app cuts each division apart (217).');
  }
  return ok(undefined);
}

/** The event's pairing groups, each player's division and each pod's top cut, from the file's pods. */
export function tdfDivisions(tdf: TdfEvent): Result<TdfDivisions> {
  if (tdf.pods.length <= 1) return ok(onePod(tdf));
  const groups = podGroups(tdf.pods);
  if (!groups.ok) return groups;
  const cuts = checkCuts(tdf.pods);
  if (!cuts.ok) return cuts;
  const divisions = podDivisions(tdf, groups.value);
  if (!divisions.ok) return divisions;
  const own = podRounds(tdf, groups.value);
  if (!own.ok) return own;
  return ok({
    groups: groups.value,
    divisions: divisions.value,
    cuts: tdf.pods.map((pod) => (pod.category === 'combined' ? null : pod.category)),
    groupRounds: own.value.some((n) => n !== null) ? own.value : null,
  });
}

/**
 * A pod that played fewer Swiss rounds than the longest ended its Swiss there when the file is finished, its cut has
 * begun, or it has played the DCI chart's rounds for its players (210). Otherwise it is a round behind, which the app,
 * pairing every group's round N together, cannot continue.
 */
function podRounds(tdf: TdfEvent, groups: DivisionGroups): Result<GroupRounds> {
  const longest = tdfSwissRounds(tdf);
  const own: GroupRounds = groups.map(() => null);
  const starting = new Set(tdf.players.filter((x) => x.droppedAfterRound !== 0).map((x) => x.userid));
  for (const [p, pod] of tdf.pods.entries()) {
    const played = swissCount(pod);
    if (played === longest) continue;
    const starters = pod.players.filter((id) => starting.has(id)).length;
    const chart = recommendedRounds(starters).rounds;
    const over = tdf.finished || pod.rounds.some((r) => r.stage === 'elimination') || played >= chart;
    if (!over) return refuse(`tournament/pods/pod[${p + 1}]`, behind(groups[p]!, played, longest, starters, chart));
    own[p] = played;
  }
  return ok(own);
}

const behind = (group: readonly Division[], played: number, longest: number, starters: number, chart: number): string => {
  const name = group.map((d) => DIVISION_NAMES[d]).join(' + ');
  return `${name} played ${played} Swiss round(s) while another pod played ${longest}, and the DCI chart gives its ${starters} players ${chart} (210). The app pairs every pod's round ${played + 1} together, so it cannot continue a pod that is behind: pair ${name} up to round ${longest} in TOM first, or import the file once the event is finished.`;
};
