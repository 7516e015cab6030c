// TOM's pods as the event's age divisions (210, 217): each pod a group of divisions paired together, each division's
// top cut played in its pod (a Seniors cut inside a Juniors + Seniors pod, as TOM's League Cups do).
import { DIVISIONS, DIVISION_NAMES, playerDivision, type Division } from '../division/ageDivision.ts';
import type { DivisionGroups } from '../division/divisionGroups.ts';
import type { GroupRounds } from '../division/groupRounds.ts';
import { recommendedRounds } from '../pairing/roundCount.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { TDF_CATEGORY_DIVISIONS, type TdfEvent, type TdfPod } from './types.ts';

export interface TdfDivisions {
  /** Which divisions are paired together, in pod order; a division no pod names is paired alone. */
  groups: DivisionGroups;
  /** Each player's division (by userid): from the file's standings, their pod's one division, or their year of birth within the pod's. */
  divisions: Map<string, Division>;
  /** For each pod, the division its single-elimination rounds are the top cut of; null: the whole pod's cut. */
  cuts: (Division | null)[];
  /** Each group's own Swiss rounds: a pod that played fewer than the longest ended its Swiss there; null: the event's. */
  groupRounds: GroupRounds | null;
}

const refuse = (element: string, message: string) =>
  fail('TDF_INVALID', `In ${element}: ${message}`, undefined, element);
const swissCount = (pod: TdfPod) => pod.rounds.filter((r) => r.stage === 'swiss').length;

/** The most Swiss rounds a pod of the file played: the event's rounds (each pod's Swiss rounds are numbered from 1). */
export const tdfSwissRounds = (tdf: TdfEvent): number => Math.max(0, ...tdf.pods.map(swissCount));
const ALL: Division[] = [...DIVISIONS];

/** The divisions each pod pairs, then every division no pod names, alone. */
function podGroups(pods: readonly TdfPod[]): Result<DivisionGroups> {
  const groups: DivisionGroups = [];
  for (const [p, pod] of pods.entries()) {
    const group = TDF_CATEGORY_DIVISIONS[pod.category];
    const twice = group.find((d) => groups.flat().includes(d));
    if (twice)
      return refuse(
        `tournament/pods/pod[${p + 1}]`,
        `${DIVISION_NAMES[twice]} is paired in two pods; a division is paired in one.`,
      );
    groups.push([...group]);
  }
  return ok([...groups, ...ALL.filter((d) => !groups.flat().includes(d)).map((d) => [d])]);
}

/** The division of `wanted`'s age nearest to it among a pod's. */
const nearest = (wanted: Division, group: readonly Division[]): Division =>
  [...group].sort(
    (a, b) =>
      Math.abs(DIVISIONS.indexOf(a) - DIVISIONS.indexOf(wanted)) -
      Math.abs(DIVISIONS.indexOf(b) - DIVISIONS.indexOf(wanted)),
  )[0]!;

/**
 * Each player's division: where TOM placed them in its standings, else their pod's only division, else their year of
 * birth (by the app's age rule) kept within the pod's divisions, as TOM's own age rule may differ by a year.
 */
function playerDivisions(tdf: TdfEvent): Map<string, Division> {
  const divisions = new Map<string, Division>();
  const placed = new Map(
    tdf.standings.flatMap((s) =>
      s.category === 'juniors' || s.category === 'seniors' || s.category === 'masters'
        ? [[s.userid, s.category] as const]
        : [],
    ),
  );
  const born = new Map(tdf.players.map((p) => [p.userid, p.birthYear]));
  for (const pod of tdf.pods) {
    const group = TDF_CATEGORY_DIVISIONS[pod.category];
    for (const userid of pod.players) {
      const byAge = playerDivision({ birthYear: born.get(userid) ?? null, division: null }, tdf.date);
      divisions.set(userid, placed.get(userid) ?? nearest(byAge, group));
    }
  }
  for (const [userid, division] of placed) if (!divisions.has(userid)) divisions.set(userid, division);
  return divisions;
}

/** Whose top cut a pod's elimination rounds are: its one division, the one division of its pod given a cut in finalsoptions, or the division all its players share. */
function cutDivision(tdf: TdfEvent, pod: TdfPod, divisions: Map<string, Division>): Division | null {
  const group = TDF_CATEGORY_DIVISIONS[pod.category];
  if (group.length === 1) return group[0]!;
  const cut = tdf.finalsOptions.filter((o) => o.cut > 0 && group.includes(o.division));
  if (cut.length === 1) return cut[0]!.division;
  const first = pod.rounds.find((r) => r.stage === 'elimination');
  const seated = new Set(
    first?.matches.flatMap((m) => ('players' in m ? m.players : [])).map((id) => divisions.get(id)),
  );
  const [only] = seated;
  return seated.size === 1 && only ? only : null;
}

/** The event's pairing groups, each player's division and each pod's top cut, from the file's pods. */
export function tdfDivisions(tdf: TdfEvent): Result<TdfDivisions> {
  const groups = podGroups(tdf.pods);
  if (!groups.ok) return groups;
  const divisions = playerDivisions(tdf);
  const cuts = tdf.pods.map((pod) =>
    pod.rounds.some((r) => r.stage === 'elimination') ? cutDivision(tdf, pod, divisions) : null,
  );
  const own = podRounds(tdf, groups.value);
  if (!own.ok) return own;
  return ok({
    groups: tdf.pods.length === 0 ? [ALL] : groups.value,
    divisions,
    cuts,
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

const behind = (
  group: readonly Division[],
  played: number,
  longest: number,
  starters: number,
  chart: number,
): string => {
  const name = group.map((d) => DIVISION_NAMES[d]).join(' + ');
  return `${name} played ${played} Swiss round(s) while another pod played ${longest}, and the DCI chart gives its ${starters} players ${chart} (210). The app pairs every pod's round ${played + 1} together, so it cannot continue a pod that is behind: pair ${name} up to round ${longest} in TOM first, or import the file once the event is finished.`;
};
