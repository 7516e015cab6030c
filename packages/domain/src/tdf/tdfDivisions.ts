// TOM's pods as the event's age divisions (210, 217): each pod a group of divisions paired together, with its own top cut.
import { DIVISIONS, DIVISION_NAMES, playerDivision, type Division } from '../division/ageDivision.ts';
import type { DivisionGroups } from '../division/divisionGroups.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import type { TdfEvent, TdfPod } from './types.ts';

export interface TdfDivisions {
  /** Which divisions are paired together, in pod order; a division no pod names is paired alone. */
  groups: DivisionGroups;
  /** The division chosen for a player (by userid) because their pod is that division's; absent: from the year of birth. */
  divisions: Map<string, Division>;
  /** For each pod, the division its single-elimination rounds are the top cut of; null: the whole event's cut. */
  cuts: (Division | null)[];
}

const refuse = (element: string, message: string) => fail('TDF_INVALID', `In ${element}: ${message}`, undefined, element);
const swissCount = (pod: TdfPod) => pod.rounds.filter((r) => r.stage === 'swiss').length;
const ALL: Division[] = [...DIVISIONS];

/** A file of one pod (or none): every division paired together, a one-division pod naming its players' division. */
function onePod(tdf: TdfEvent): TdfDivisions {
  const category = tdf.pods[0]?.category ?? 'combined';
  const divisions = new Map(category === 'combined' ? [] : tdf.players.map((p) => [p.userid, category]));
  return { groups: [ALL], divisions, cuts: tdf.pods.map(() => null) };
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

/** Pods paired apart play the same Swiss rounds (the app pairs every group in each round); each cut is one division's. */
function checkRounds(pods: readonly TdfPod[]): Result<void> {
  const swiss = swissCount(pods[0]!);
  for (const [p, pod] of pods.entries()) {
    const element = `tournament/pods/pod[${p + 1}]`;
    if (swissCount(pod) !== swiss) return refuse(`${element}/rounds`, `this pod has ${swissCount(pod)} Swiss rounds and the first has ${swiss}: the app pairs every pod in the same rounds.`);
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
  const rounds = checkRounds(tdf.pods);
  if (!rounds.ok) return rounds;
  const divisions = podDivisions(tdf, groups.value);
  if (!divisions.ok) return divisions;
  return ok({ groups: groups.value, divisions: divisions.value, cuts: tdf.pods.map((pod) => (pod.category === 'combined' ? null : pod.category)) });
}
