// An event written as TOM's .tdf XML, in the element order, attributes and conventions of real TOM files (FORMAT.md):
// tabs, round types 2/3/1 by the event's structure, pod categories 0/1/2/8/9/10, seeds and bracket slots, drops as
// the first round missed, standings per division, finalsoptions.
import { outcomeCode } from './outcomeCodes.ts';
import {
  TDF_CATEGORY_CODES,
  type TdfCategory,
  type TdfEvent,
  type TdfMatch,
  type TdfPlayer,
  type TdfPod,
  type TdfRound,
  type TdfStructure,
} from './types.ts';

/** Characters XML 1.0 cannot carry (C0 controls but tab and line ends, DEL, lone surrogates, U+FFFE/U+FFFF) are left out. */
const UNWRITABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const xmlText = (value: string): string =>
  value
    .replace(UNWRITABLE, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
const escape = xmlText;

/** YYYY-MM-DD as TOM's MM/DD/YYYY. */
const usDate = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const tabs = (n: number) => '\t'.repeat(n);
const STRUCTURE_CODES: Record<TdfStructure, number> = { elimination: 1, swiss: 2, 'swiss-cut': 3 };

/** TOM 1.74 (the VGC files seen) writes no pair/start times and no additional rounds or blocked ranges; 1.80+ (TCG) does. */
const layoutOf = (event: TdfEvent) =>
  event.gametype === 'VIDEO_GAME' ? { version: '1.74', times: false } : { version: '1.82', times: true };

function playerXml(p: TdfPlayer, stamp: string, started: boolean): string[] {
  const t = tabs(3);
  return [
    `${tabs(2)}<player userid="${escape(p.userid)}">`,
    `${t}<firstname>${escape(p.firstName)}</firstname>`,
    `${t}<lastname>${escape(p.lastName)}</lastname>`,
    // TOM masks the day of birth: only the year is real.
    `${t}<birthdate>${p.birthYear === null ? '' : `02/27/${p.birthYear}`}</birthdate>`,
    // TOM marks who was there when it started the event: not in setup, not late entries or those out before round 1.
    ...(started && p.firstRound === 1 && p.droppedAfterRound !== 0 ? [`${t}<starter>true</starter>`] : []),
    ...(p.order === null ? [] : [`${t}<order>${p.order}</order>`]),
    ...(p.seed === null ? [] : [`${t}<seed>${p.seed}</seed>`]),
    // TOM's <round> of a drop is the first round the player misses.
    ...(p.droppedAfterRound === null
      ? []
      : [
          `${t}<dropped>`,
          `${t}\t<status>1</status>`,
          `${t}\t<round>${p.droppedAfterRound + 1}</round>`,
          `${t}\t<timestamp>${stamp}</timestamp>`,
          `${t}</dropped>`,
        ]),
    `${t}<creationdate>${stamp}</creationdate>`,
    `${t}<lastmodifieddate>${stamp}</lastmodifieddate>`,
    `${tabs(2)}</player>`,
  ];
}

function matchXml(m: TdfMatch, stamp: string): string[] {
  const t = tabs(7);
  const single = (code: number, id: string) => [
    `${tabs(6)}<match outcome="${code}">`,
    `${t}<player userid="${escape(id)}"/>`,
    `${t}<timestamp>${stamp}</timestamp>`,
    `${t}<tablenumber>0</tablenumber>`,
    `${tabs(6)}</match>`,
  ];
  if ('bye' in m) return single(5, m.bye);
  if ('lateEntry' in m) return single(8, m.lateEntry);
  return [
    `${tabs(6)}<match outcome="${outcomeCode(m.result)}">`,
    `${t}<player1 userid="${escape(m.players[0])}"/>`,
    `${t}<player2 userid="${escape(m.players[1])}"/>`,
    `${t}<timestamp>${stamp}</timestamp>`,
    `${t}<tablenumber>${m.table}</tablenumber>`,
    `${tabs(6)}</match>`,
  ];
}

const isOpen = (r: TdfRound) => r.matches.some((m) => 'result' in m && m.result === null);

/** Round stage as TOM writes it: 2 paired and unplayed, 4 under way, 6 finished, 8 the last finished round of its phase. */
function roundStage(r: TdfRound, next: TdfRound | undefined, finished: boolean): number {
  if (isOpen(r)) return r.matches.some((m) => 'result' in m && m.result !== null) ? 4 : 2;
  const lastOfPhase = next ? next.stage !== r.stage : finished || r.stage === 'elimination';
  return lastOfPhase ? 8 : 6;
}

function roundXml(r: TdfRound, next: TdfRound | undefined, event: TdfEvent, stamp: string): string[] {
  const type = r.stage === 'elimination' ? 1 : event.structure === 'swiss-cut' ? 3 : 2;
  const t = tabs(5);
  return [
    `${tabs(4)}<round number="${r.number}" type="${type}" stage="${roundStage(r, next, event.finished)}" >`,
    `${t}<timeleft>0</timeleft>`,
    ...(layoutOf(event).times ? [`${t}<pairtime>${stamp}</pairtime>`, `${t}<starttime>${stamp}</starttime>`] : []),
    `${t}<matches>`,
    ...r.matches.flatMap((m) => matchXml(m, stamp)),
    `${t}</matches>`,
    `${tabs(4)}</round>`,
  ];
}

function podXml(pod: TdfPod, event: TdfEvent, stamp: string): string[] {
  const t = tabs(3);
  return [
    `${tabs(2)}<pod category="${TDF_CATEGORY_CODES[pod.category]}" stage="${pod.rounds.some((r) => r.stage === 'elimination') && event.structure !== 'elimination' ? 1 : 0}">`,
    `${t}<poddata>`,
    `${t}\t<startingtable>1</startingtable>`,
    `${t}\t<playoff3rd4th>${pod.thirdPlace}</playoff3rd4th>`,
    `${t}\t<subgroupcount>1</subgroupcount>`,
    ...(layoutOf(event).times
      ? [`${t}\t<additionalrounds>0</additionalrounds>`, `${t}\t<blockedranges>`, `${t}\t</blockedranges>`]
      : []),
    `${t}</poddata>`,
    `${t}<subgroups>`,
    `${t}\t<subgroup number="1">`,
    `${t}\t\t<players>`,
    ...pod.players.map((userid) => `${t}\t\t\t<player userid="${escape(userid)}" />`),
    `${t}\t\t</players>`,
    `${t}\t</subgroup>`,
    `${t}</subgroups>`,
    `${t}<rounds>`,
    ...pod.rounds.flatMap((r, i) => roundXml(r, pod.rounds[i + 1], event, stamp)),
    `${t}</rounds>`,
    `${tabs(2)}</pod>`,
  ];
}

const DIVISION_ORDER: TdfCategory[] = ['masters', 'seniors', 'juniors'];

/** Per division, Masters first, the places of those who finished then of those who did not (dnf), as TOM writes them even when empty. */
function standingsXml(event: TdfEvent): string[] {
  if (!event.finished) return [];
  const present = [...new Set(event.standings.map((s) => s.category))];
  const categories = present.every((c) => DIVISION_ORDER.includes(c)) ? DIVISION_ORDER : present;
  const pod = (category: TdfCategory, type: 'finished' | 'dnf') => [
    `${tabs(2)}<pod category="${TDF_CATEGORY_CODES[category]}" type="${type}">`,
    ...event.standings
      .filter((s) => s.category === category && s.dnf === (type === 'dnf'))
      .map((s) => `${tabs(3)}<player id="${escape(s.userid)}" place="${s.place}" />`),
    `${tabs(2)}</pod>`,
  ];
  return [
    '\t<standings>',
    ...categories.flatMap((category) => [...pod(category, 'finished'), ...pod(category, 'dnf')]),
    '\t</standings>',
  ];
}

function finalsOptionsXml(event: TdfEvent): string[] {
  const t = tabs(3);
  return [
    '\t<finalsoptions>',
    ...event.finalsOptions.flatMap((o) => [
      `${tabs(2)}<categorycut key="${TDF_CATEGORY_CODES[o.division]}">`,
      `${t}<options>`,
      ...o.options.map((v) => `${t}\t<value>${v}</value>`),
      `${t}</options>`,
      `${t}<cut>${o.cut}</cut>`,
      `${t}<playercount>${o.playerCount}</playercount>`,
      `${t}<paired3rd4th>${o.thirdPlace}</paired3rd4th>`,
      `${tabs(2)}</categorycut>`,
    ]),
    '\t</finalsoptions>',
  ];
}

/** TOM's event stage: 1 in setup (no round paired), 5 finished, 4 running. */
const rootStage = (event: TdfEvent): number =>
  event.finished ? 5 : event.pods.some((pod) => pod.rounds.length > 0) ? 4 : 1;

/** The event as a .tdf file TOM opens; parseTdf reads it back to the same data. */
export function writeTdf(event: TdfEvent): string {
  const stamp = `${usDate(event.date)} 00:00:00`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<tournament type="${STRUCTURE_CODES[event.structure]}" stage="${rootStage(event)}" version="${layoutOf(event).version}" gametype="${escape(event.gametype)}" mode="${escape(event.mode)}">`,
    '\t<data>',
    `\t\t<name>${escape(event.name)}</name>`,
    `\t\t<id>${escape(event.sanctionId)}</id>`,
    '\t\t<city></city>',
    '\t\t<state></state>',
    '\t\t<country></country>',
    `\t\t<roundtime>${event.roundMinutes ?? 0}</roundtime>`,
    `\t\t<finalsroundtime>${event.finalsRoundMinutes ?? 0}</finalsroundtime>`,
    '\t\t<organizer popid="" name=""/>',
    `\t\t<startdate>${usDate(event.date)}</startdate>`,
    '\t\t<lessswiss>false</lessswiss>',
    '\t\t<autotablenumber>true</autotablenumber>',
    '\t\t<overflowtablestart>0</overflowtablestart>',
    '\t</data>',
    '\t<timeelapsed>0</timeelapsed>',
    '\t<players>',
    ...event.players.flatMap((p) => playerXml(p, stamp, event.pods.length > 0)),
    '\t</players>',
    '\t<pods>',
    ...event.pods.flatMap((pod) => podXml(pod, event, stamp)),
    '\t</pods>',
    ...standingsXml(event),
    ...finalsOptionsXml(event),
    '</tournament>',
    '',
  ].join('\n');
}
