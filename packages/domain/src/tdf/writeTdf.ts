// An event written as TOM's .tdf XML: the elements and attributes TOM writes, a pod per group of divisions, standings once finished.
import { outcomeCode } from './outcomeCodes.ts';
import { TDF_CATEGORY_CODES, type TdfEvent, type TdfMatch, type TdfPlayer, type TdfPod, type TdfRound } from './types.ts';

const escape = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** YYYY-MM-DD as TOM's MM/DD/YYYY. */
const usDate = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

function playerXml(p: TdfPlayer, stamp: string): string {
  const dropped = p.droppedAfterRound === null ? [] : [`      <dropped>`, `        <status>1</status>`, `        <round>${p.droppedAfterRound}</round>`, `      </dropped>`];
  return [
    `    <player userid="${escape(p.userid)}">`,
    `      <firstname>${escape(p.firstName)}</firstname>`,
    `      <lastname>${escape(p.lastName)}</lastname>`,
    // TOM masks the day of birth: only the year is real.
    `      <birthdate>${p.birthYear === null ? '' : `02/27/${p.birthYear}`}</birthdate>`,
    `      <starter>${p.droppedAfterRound === 0 ? 'false' : 'true'}</starter>`,
    ...dropped,
    `      <creationdate>${stamp}</creationdate>`,
    `      <lastmodifieddate>${stamp}</lastmodifieddate>`,
    `    </player>`,
  ].join('\n');
}

function matchXml(m: TdfMatch): string {
  const pad = '            ';
  if ('bye' in m) return [`${pad}<match outcome="5">`, `${pad}  <player userid="${escape(m.bye)}" />`, `${pad}  <tablenumber>0</tablenumber>`, `${pad}</match>`].join('\n');
  return [
    `${pad}<match outcome="${outcomeCode(m.result)}">`,
    `${pad}  <player1 userid="${escape(m.players[0])}" />`,
    `${pad}  <player2 userid="${escape(m.players[1])}" />`,
    `${pad}  <tablenumber>${m.table}</tablenumber>`,
    `${pad}</match>`,
  ].join('\n');
}

function roundXml(r: TdfRound): string {
  const open = r.matches.some((m) => 'result' in m && m.result === null);
  const stage = r.stage === 'swiss' ? (open ? 4 : 6) : 8;
  return [`        <round number="${r.number}" type="${r.stage === 'swiss' ? 3 : 1}" stage="${stage}">`, `          <matches>`, ...r.matches.map(matchXml), `          </matches>`, `        </round>`].join('\n');
}

/** Each pod's final places in TOM's order: those who finished, then those who dropped (dnf). */
function standingsXml(event: TdfEvent): string[] {
  if (event.standings.length === 0) return [];
  const categories = [...new Set(event.standings.map((s) => s.category))];
  const pod = (category: TdfPod['category'], type: 'finished' | 'dnf') => {
    const rows = event.standings.filter((s) => s.category === category && s.dnf === (type === 'dnf')).map((s) => `      <player id="${escape(s.userid)}" place="${s.place}" />`);
    return rows.length === 0 ? [] : [`    <pod category="${TDF_CATEGORY_CODES[category]}" type="${type}">`, ...rows, `    </pod>`];
  };
  return ['  <standings>', ...categories.flatMap((category) => [...pod(category, 'finished'), ...pod(category, 'dnf')]), '  </standings>'];
}

/** TOM's stage of the event or of one pod: 1 registration, 4 Swiss under way, 6 Swiss complete, 8 top cut, 5 finished. */
function stageOf(finished: boolean, rounds: readonly TdfRound[]): number {
  if (finished) return 5;
  const last = rounds.at(-1);
  if (!last) return 1;
  if (last.stage === 'elimination') return 8;
  return last.matches.some((m) => 'result' in m && m.result === null) ? 4 : 6;
}

/** The event's stage: a top cut under way in any pod, else a Swiss round open in any, else the Swiss complete. */
function rootStage(event: TdfEvent): number {
  if (event.finished) return 5;
  const stages = event.pods.map((pod) => stageOf(false, pod.rounds));
  return [8, 4, 6].find((stage) => stages.includes(stage)) ?? 1;
}

function podXml(pod: TdfPod, finished: boolean): string[] {
  return [
    `    <pod category="${TDF_CATEGORY_CODES[pod.category]}" stage="${stageOf(finished, pod.rounds)}">`,
    '      <subgroups>',
    '        <subgroup number="1">',
    '          <players>',
    ...pod.players.map((userid) => `            <player userid="${escape(userid)}" />`),
    '          </players>',
    '        </subgroup>',
    '      </subgroups>',
    '      <rounds>',
    ...pod.rounds.map(roundXml),
    '      </rounds>',
    '    </pod>',
  ];
}

/** The event as a .tdf file TOM opens; parseTdf reads it back to the same data. */
export function writeTdf(event: TdfEvent): string {
  const stamp = `${usDate(event.date)} 00:00:00`;
  // TOM's type 2 is one pod of all ages; type 3 an event in age divisions.
  const type = event.pods.length === 1 && event.pods[0]!.category === 'combined' ? 2 : 3;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<tournament type="${type}" stage="${rootStage(event)}" version="1.80" gametype="TRADING_CARD_GAME" mode="TCG1DAY">`,
    '  <data>',
    `    <name>${escape(event.name)}</name>`,
    `    <id>${escape(event.sanctionId)}</id>`,
    `    <roundtime>${event.roundMinutes ?? 0}</roundtime>`,
    `    <finalsroundtime>${event.finalsRoundMinutes ?? 0}</finalsroundtime>`,
    `    <startdate>${usDate(event.date)}</startdate>`,
    '  </data>',
    '  <timeelapsed>0</timeelapsed>',
    '  <players>',
    ...event.players.map((p) => playerXml(p, stamp)),
    '  </players>',
    '  <pods>',
    ...event.pods.flatMap((pod) => podXml(pod, event.finished)),
    '  </pods>',
    ...standingsXml(event),
    '</tournament>',
    '',
  ].join('\n');
}
