// TOM's .tdf XML (Play! Pokémon's Tournament Operations Manager) read into plain data; a refusal names the element.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fail, ok, type Result } from '../shared/error.ts';
import { readOutcome } from './outcomeCodes.ts';
import type { TdfCategory, TdfEvent, TdfMatch, TdfPlayer, TdfPod, TdfRound, TdfStanding } from './types.ts';

type Node = Record<string, unknown>;

/** A refusal inside the reader: the element (an XPath such as `tournament/players/player[2]`) and what is wrong. */
class Refusal extends Error {
  constructor(
    readonly element: string,
    message: string,
  ) {
    super(message);
  }
}

const LISTS = new Set([
  'tournament.players.player',
  'tournament.pods.pod',
  'tournament.pods.pod.subgroups.subgroup',
  'tournament.pods.pod.subgroups.subgroup.players.player',
  'tournament.pods.pod.rounds.round',
  'tournament.pods.pod.rounds.round.matches.match',
  'tournament.standings.pod',
  'tournament.standings.pod.player',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (_name, jpath) => LISTS.has(String(jpath)),
});

const CATEGORIES: Record<string, TdfCategory> = { '0': 'juniors', '1': 'seniors', '2': 'masters', '8': 'combined' };

const child = (node: unknown, key: string): Node => {
  const value = (node as Node | undefined)?.[key];
  return value && typeof value === 'object' ? (value as Node) : {};
};
const list = (node: unknown, key: string): Node[] => ((node as Node | undefined)?.[key] as Node[] | undefined) ?? [];
const scalar = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const attr = (node: Node, name: string): string => scalar(node[`@${name}`]);
function text(node: unknown, key: string): string {
  const value = (node as Node | undefined)?.[key];
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object') return scalar((value as Node)['#text']);
  return '';
}

function wholeNumber(value: string, element: string, what: string, min = 0): number {
  if (!/^\d+$/.test(value) || Number(value) < min) throw new Refusal(element, `${what} must be a whole number${min > 0 ? ` from ${min}` : ''}, not "${value.slice(0, 20)}".`);
  return Number(value);
}

/** TOM writes days as MM/DD/YYYY. */
function usDate(value: string, element: string): { day: string; year: number } {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const day = match ? `${match[3]}-${match[1]}-${match[2]}` : '';
  if (!match || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Refusal(element, `a date is written MM/DD/YYYY, not "${value.slice(0, 20)}".`);
  }
  return { day, year: Number(match[3]) };
}

function readPlayer(node: Node, element: string): TdfPlayer {
  const userid = attr(node, 'userid');
  if (!/^\d{1,20}$/.test(userid)) throw new Refusal(element, `the userid (TOM's player id, the DCI number) must be digits only, not "${userid.slice(0, 20)}".`);
  const [firstName, lastName] = [text(node, 'firstname'), text(node, 'lastname')];
  if (!firstName || !lastName) throw new Refusal(element, `player ${userid} needs a <firstname> and a <lastname>.`);
  const birthdate = text(node, 'birthdate');
  const dropped = node.dropped === undefined ? null : wholeNumber(text(node, 'dropped') || text(child(node, 'dropped'), 'round'), `${element}/dropped/round`, 'the round of a drop');
  return { userid, firstName, lastName, birthYear: birthdate ? usDate(birthdate, `${element}/birthdate`).year : null, droppedAfterRound: dropped };
}

function readPlayers(root: Node): TdfPlayer[] {
  const seen = new Set<string>();
  return list(child(root, 'players'), 'player').map((node, i) => {
    const element = `tournament/players/player[${i + 1}]`;
    const player = readPlayer(node, element);
    if (seen.has(player.userid)) throw new Refusal(element, `player ${player.userid} is listed twice.`);
    seen.add(player.userid);
    return player;
  });
}

/** One match; `seated` collects who plays in the round, so nobody is paired twice. */
function readMatch(node: Node, element: string, stage: TdfRound['stage'], players: Map<string, TdfPlayer>, round: number, seated: Set<string>): TdfMatch {
  const outcome = readOutcome(attr(node, 'outcome'));
  if (outcome.kind === 'refused') throw new Refusal(element, outcome.message);
  const ids = outcome.kind === 'bye' ? [attr(child(node, 'player'), 'userid') || attr(child(node, 'player1'), 'userid')] : [attr(child(node, 'player1'), 'userid'), attr(child(node, 'player2'), 'userid')];
  for (const id of ids) {
    const player = players.get(id);
    if (!player) throw new Refusal(element, id ? `player ${id} is not in <players>.` : 'a match names its players (<player1>, <player2>; <player> for a bye).');
    if (seated.has(id)) throw new Refusal(element, `player ${id} is paired twice in round ${round}.`);
    if (player.droppedAfterRound !== null && player.droppedAfterRound < round) throw new Refusal(element, `player ${id} dropped after round ${player.droppedAfterRound} but plays in round ${round} (209).`);
    seated.add(id);
  }
  if (outcome.kind === 'bye') return { bye: ids[0]! };
  if (stage === 'elimination' && outcome.result === 'tie') throw new Refusal(element, 'single elimination has no ties (217).');
  return { table: wholeNumber(text(node, 'tablenumber') || '0', `${element}/tablenumber`, 'a table number'), players: [ids[0]!, ids[1]!], result: outcome.result };
}

function readRound(node: Node, element: string, players: Map<string, TdfPlayer>): TdfRound {
  const number = wholeNumber(attr(node, 'number'), element, 'a round number', 1);
  const type = attr(node, 'type');
  if (type !== '3' && type !== '1') throw new Refusal(element, `round type "${type.slice(0, 10)}" is neither Swiss (3) nor single elimination (1).`);
  const stage = type === '3' ? 'swiss' : 'elimination';
  const seated = new Set<string>();
  const tables = new Set<number>();
  const matches = list(child(node, 'matches'), 'match').map((m, i) => {
    const match = readMatch(m, `${element}/matches/match[${i + 1}]`, stage, players, number, seated);
    if ('table' in match && match.table > 0) {
      if (tables.has(match.table)) throw new Refusal(`${element}/matches/match[${i + 1}]`, `table ${match.table} is used twice in round ${number}.`);
      tables.add(match.table);
    }
    return match;
  });
  return { number, stage, matches };
}

/** Rounds numbered 1, 2, 3…, Swiss before elimination, every round but the last complete. */
function checkSequence(rounds: readonly TdfRound[], element: string): void {
  rounds.forEach((round, i) => {
    const at = `${element}/round[${i + 1}]`;
    if (round.number !== i + 1) throw new Refusal(at, `round ${round.number} where round ${i + 1} was expected.`);
    if (round.stage === 'swiss' && rounds[i - 1]?.stage === 'elimination') throw new Refusal(at, 'a Swiss round after single elimination started (217).');
    const open = round.matches.some((m) => 'result' in m && m.result === null);
    if (open && i < rounds.length - 1) throw new Refusal(at, `round ${round.number} has matches without results, yet a later round is paired.`);
  });
}

function readCategory(node: Node, element: string): TdfCategory {
  const code = attr(node, 'category');
  const category = CATEGORIES[code];
  if (!category) throw new Refusal(element, `pod category "${code.slice(0, 10)}" is not one of 0 (Juniors), 1 (Seniors), 2 (Masters), 8 (all ages).`);
  return category;
}

/** The players a pod's `<subgroups>` list; a player is in one pod. */
function readMembers(pod: Node, element: string, players: Map<string, TdfPlayer>, placed: Set<string>): string[] {
  return list(child(pod, 'subgroups'), 'subgroup').flatMap((subgroup, s) =>
    list(child(subgroup, 'players'), 'player').map((node, i) => {
      const at = `${element}/subgroups/subgroup[${s + 1}]/players/player[${i + 1}]`;
      const userid = attr(node, 'userid');
      if (!players.has(userid)) throw new Refusal(at, `player ${userid.slice(0, 20)} is not in <players>.`);
      if (placed.has(userid)) throw new Refusal(at, `player ${userid} is in two pods; a player is paired in one.`);
      placed.add(userid);
      return userid;
    }),
  );
}

/** Pods paired apart keep their players apart: each match is between players of its own pod. */
function checkMembers(pod: TdfPod, element: string): void {
  const members = new Set(pod.players);
  pod.rounds.forEach((round, r) =>
    round.matches.forEach((match, m) => {
      const stranger = ('bye' in match ? [match.bye] : match.players).find((id) => !members.has(id));
      if (stranger !== undefined) throw new Refusal(`${element}/rounds/round[${r + 1}]/matches/match[${m + 1}]`, `player ${stranger} plays in this pod but is not in its <subgroups>.`);
    }),
  );
}

function readPods(root: Node, players: Map<string, TdfPlayer>): TdfPod[] {
  const nodes = list(child(root, 'pods'), 'pod');
  const placed = new Set<string>();
  return nodes.map((node, p) => {
    const element = `tournament/pods/pod[${p + 1}]`;
    const category = readCategory(node, element);
    const members = readMembers(node, element, players, placed);
    const rounds = list(child(node, 'rounds'), 'round').map((r, i) => readRound(r, `${element}/rounds/round[${i + 1}]`, players));
    checkSequence(rounds, `${element}/rounds`);
    const pod = { category, players: members, rounds };
    if (nodes.length > 1) checkMembers(pod, element);
    return pod;
  });
}

function readStandings(root: Node, players: Map<string, TdfPlayer>): TdfStanding[] {
  return list(child(root, 'standings'), 'pod').flatMap((pod, p) =>
    list(pod, 'player').map((node, i) => {
      const element = `tournament/standings/pod[${p + 1}]/player[${i + 1}]`;
      const userid = attr(node, 'id');
      if (!players.has(userid)) throw new Refusal(element, `player ${userid.slice(0, 20)} is not in <players>.`);
      return { category: readCategory(pod, `tournament/standings/pod[${p + 1}]`), userid, place: wholeNumber(attr(node, 'place'), element, 'a place', 1), dnf: attr(pod, 'type') === 'dnf' };
    }),
  );
}

const minutes = (value: string, element: string): number | null => (value ? wholeNumber(value, element, 'a round time') || null : null);

function readEvent(root: Node): TdfEvent {
  const data = child(root, 'data');
  const name = text(data, 'name');
  if (!name) throw new Refusal('tournament/data/name', 'the event needs a name.');
  const players = readPlayers(root);
  const byId = new Map(players.map((p) => [p.userid, p]));
  return {
    name,
    sanctionId: text(data, 'id'),
    date: usDate(text(data, 'startdate'), 'tournament/data/startdate').day,
    roundMinutes: minutes(text(data, 'roundtime'), 'tournament/data/roundtime'),
    finalsRoundMinutes: minutes(text(data, 'finalsroundtime'), 'tournament/data/finalsroundtime'),
    finished: attr(root, 'stage') === '5',
    players,
    pods: readPods(root, byId),
    standings: readStandings(root, byId),
  };
}

/** Reads a TOM file: players (userid as DCI number), each pod's players, rounds and matches, drops and final places. */
export function parseTdf(xml: string): Result<TdfEvent> {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { line, col, msg } = valid.err;
    return fail('TDF_INVALID', `The file is not well-formed XML (line ${line}, column ${col}): ${msg}`, undefined, 'tournament');
  }
  const root = (parser.parse(xml) as Node).tournament;
  if (!root || typeof root !== 'object') return fail('TDF_INVALID', 'A TOM file has a <tournament> root element.', undefined, 'tournament');
  try {
    return ok(readEvent(root as Node));
  } catch (error) {
    if (error instanceof Refusal) return fail('TDF_INVALID', `In ${error.element}: ${error.message}`, undefined, error.element);
    throw error;
  }
}
