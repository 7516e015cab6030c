// TOM's .tdf XML (Play! Pokémon's Tournament Operations Manager) read into plain data: a refusal names the element,
// an unfamiliar value that changes nobody's pairing or result is read with a warning.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Division } from '../division/ageDivision.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { readOutcome } from './outcomeCodes.ts';
import type {
  TdfCategory,
  TdfCutOption,
  TdfEvent,
  TdfMatch,
  TdfPlayer,
  TdfPod,
  TdfRound,
  TdfStanding,
  TdfStructure,
  TdfWarning,
} from './types.ts';
import { xmlHazard } from './xmlGuard.ts';

type Node = Record<string, unknown>;
type Warn = (element: string, message: string) => void;

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
  'tournament.finalsoptions.categorycut',
  'tournament.finalsoptions.categorycut.options.value',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: false,
  isArray: (_name, jpath) => LISTS.has(String(jpath)),
});

const CATEGORIES: Record<string, TdfCategory> = {
  '0': 'juniors',
  '1': 'seniors',
  '2': 'masters',
  '8': 'juniors-seniors',
  '9': 'seniors-masters',
  '10': 'all',
};
const STRUCTURES: Record<string, TdfStructure> = { '1': 'elimination', '2': 'swiss', '3': 'swiss-cut' };
const KNOWN = {
  gametype: ['TRADING_CARD_GAME', 'VIDEO_GAME'],
  mode: ['TCG1DAY', 'LEAGUECHALLENGE', 'PRERELEASE', 'CUSTOM', 'PREMIER', 'VGCPREMIER', 'TCG2DAY', 'VGC1DAY'],
  stage: ['1', '2', '3', '4', '5'],
  podStage: ['0', '1', '2'],
  roundStage: ['2', '4', '5', '6', '7', '8'],
  children: ['data', 'timeelapsed', 'players', 'pods', 'standings', 'finalsoptions'],
};

const child = (node: unknown, key: string): Node => {
  const value = (node as Node | undefined)?.[key];
  return value && typeof value === 'object' ? (value as Node) : {};
};
const list = (node: unknown, key: string): Node[] => ((node as Node | undefined)?.[key] as Node[] | undefined) ?? [];
const scalar = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const attr = (node: Node, name: string): string => scalar(node[`@${name}`]);
function text(node: unknown, key: string): string {
  const value = (node as Node | undefined)?.[key];
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object') return scalar((value as Node)['#text']);
  return '';
}

function wholeNumber(value: string, element: string, what: string, min = 0): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < min)
    throw new Refusal(
      element,
      `${what} must be a whole number${min > 0 ? ` from ${min}` : ''}, not "${value.slice(0, 20)}".`,
    );
  return Number(value);
}

/** A number that decides nothing: unreadable, it is left out with a warning. */
function optionalNumber(value: string, element: string, what: string, warn: Warn): number | null {
  if (value === '') return null;
  if (/^\d{1,9}$/.test(value)) return Number(value);
  warn(element, `${what} "${value.slice(0, 20)}" is not a whole number; left out.`);
  return null;
}

/** TOM writes days as MM/DD/YYYY. */
function usDate(value: string, element: string): { day: string; year: number } {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const day = match ? `${match[3]}-${match[1]}-${match[2]}` : '';
  if (
    !match ||
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new Refusal(element, `a date is written MM/DD/YYYY, not "${value.slice(0, 20)}".`);
  }
  return { day, year: Number(match[3]) };
}

function birthYear(value: string, element: string, warn: Warn): number | null {
  if (!value) return null;
  try {
    return usDate(value, element).year;
  } catch {
    warn(
      element,
      `birthdate "${value.slice(0, 20)}" is not MM/DD/YYYY; the player's division comes from the pod and standings.`,
    );
    return null;
  }
}

function readPlayer(node: Node, element: string, warn: Warn): TdfPlayer {
  const userid = attr(node, 'userid');
  if (!/^\d{1,20}$/.test(userid))
    throw new Refusal(
      element,
      `the userid (TOM's player id, the DCI number) must be digits only, not "${userid.slice(0, 20)}".`,
    );
  const [firstName, lastName] = [text(node, 'firstname'), text(node, 'lastname')];
  if (!firstName || !lastName)
    warn(
      element,
      `player ${userid} has no ${firstName ? '<lastname>' : '<firstname>'}; imported as "${firstName || '?'} ${lastName || '?'}".`,
    );
  const dropped =
    node.dropped === undefined
      ? null
      : wholeNumber(
          text(node, 'dropped') || text(child(node, 'dropped'), 'round'),
          `${element}/dropped/round`,
          'the round of a drop',
        );
  return {
    userid,
    firstName: firstName || '?',
    lastName: lastName || '?',
    birthYear: birthYear(text(node, 'birthdate'), `${element}/birthdate`, warn),
    // TOM's <round> of a drop is the first round the player misses: adjusted once the rounds are read.
    droppedAfterRound: dropped,
    seed: optionalNumber(text(node, 'seed'), `${element}/seed`, 'a seed', warn),
    order: optionalNumber(text(node, 'order'), `${element}/order`, 'a bracket order', warn),
    firstRound: 1,
  };
}

function readPlayers(root: Node, warn: Warn): TdfPlayer[] {
  const seen = new Set<string>();
  return list(child(root, 'players'), 'player').map((node, i) => {
    const element = `tournament/players/player[${i + 1}]`;
    const player = readPlayer(node, element, warn);
    if (seen.has(player.userid)) throw new Refusal(element, `player ${player.userid} is listed twice.`);
    seen.add(player.userid);
    return player;
  });
}

/** One match; `seated` collects who plays in the round, so nobody is paired twice. */
function readMatch(
  node: Node,
  element: string,
  stage: TdfRound['stage'],
  players: Map<string, TdfPlayer>,
  round: number,
  seated: Set<string>,
): TdfMatch {
  const outcome = readOutcome(attr(node, 'outcome'));
  if (outcome.kind === 'refused') throw new Refusal(element, outcome.message);
  if (outcome.kind === 'lateEntry' && node.player2 !== undefined)
    throw new Refusal(
      element,
      'outcome 8 (a late entry) names one player; between two players it would decide a match the app cannot read.',
    );
  const single = outcome.kind === 'bye' || outcome.kind === 'lateEntry';
  const ids = single
    ? [attr(child(node, 'player'), 'userid') || attr(child(node, 'player1'), 'userid')]
    : [attr(child(node, 'player1'), 'userid'), attr(child(node, 'player2'), 'userid')];
  for (const id of ids) {
    const player = players.get(id);
    if (!player)
      throw new Refusal(
        element,
        id
          ? `player ${id} is not in <players>.`
          : 'a match names its players (<player1>, <player2>; <player> for a bye or a late entry).',
      );
    if (seated.has(id)) throw new Refusal(element, `player ${id} is paired twice in round ${round}.`);
    if (player.droppedAfterRound !== null && player.droppedAfterRound < round)
      throw new Refusal(
        element,
        `player ${id} dropped in round ${player.droppedAfterRound} but plays in round ${round}.`,
      );
    seated.add(id);
  }
  if (outcome.kind === 'bye') return { bye: ids[0]! };
  if (outcome.kind === 'lateEntry') {
    if (stage === 'elimination')
      throw new Refusal(
        element,
        'a late entry (outcome 8) in single elimination: a top cut seats only players who played the Swiss rounds (217).',
      );
    return { lateEntry: ids[0]! };
  }
  if (stage === 'elimination' && outcome.result === 'tie')
    throw new Refusal(element, 'single elimination has no ties (217).');
  return {
    table: wholeNumber(text(node, 'tablenumber') || '0', `${element}/tablenumber`, 'a table number'),
    players: [ids[0]!, ids[1]!],
    result: outcome.result,
  };
}

function readRound(node: Node, element: string, players: Map<string, TdfPlayer>, warn: Warn): TdfRound {
  const number = wholeNumber(attr(node, 'number'), element, 'a round number', 1);
  const type = attr(node, 'type');
  if (!STRUCTURES[type])
    throw new Refusal(
      element,
      `round type "${type.slice(0, 10)}" is none of TOM's: 2 or 3 (Swiss), 1 (single elimination).`,
    );
  const roundStage = attr(node, 'stage');
  if (!KNOWN.roundStage.includes(roundStage))
    warn(
      element,
      `round stage "${roundStage.slice(0, 10)}" is not one TOM is known to write; the round is read from its results.`,
    );
  const stage = type === '1' ? 'elimination' : 'swiss';
  const seated = new Set<string>();
  const tables = new Set<number>();
  const matches = list(child(node, 'matches'), 'match').map((m, i) => {
    const match = readMatch(m, `${element}/matches/match[${i + 1}]`, stage, players, number, seated);
    if ('table' in match && match.table > 0) {
      if (tables.has(match.table))
        throw new Refusal(
          `${element}/matches/match[${i + 1}]`,
          `table ${match.table} is used twice in round ${number}.`,
        );
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
    if (round.stage === 'swiss' && rounds[i - 1]?.stage === 'elimination')
      throw new Refusal(at, 'a Swiss round after single elimination started (217).');
    const open = round.matches.some((m) => 'result' in m && m.result === null);
    if (open && i < rounds.length - 1)
      throw new Refusal(at, `round ${round.number} has matches without results, yet a later round is paired.`);
  });
}

function readCategory(node: Node, element: string): TdfCategory {
  const code = attr(node, 'category');
  const category = CATEGORIES[code];
  if (!category)
    throw new Refusal(
      element,
      `pod category "${code.slice(0, 10)}" is not one of 0 (Juniors), 1 (Seniors), 2 (Masters), 8 (Juniors + Seniors), 9 (Seniors + Masters), 10 (all divisions).`,
    );
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

const matchPlayers = (match: TdfMatch): string[] =>
  'bye' in match ? [match.bye] : 'lateEntry' in match ? [match.lateEntry] : match.players;

/** Pods paired apart keep their players apart: each match is between players of its own pod. */
function checkMembers(pod: TdfPod, element: string): void {
  const members = new Set(pod.players);
  pod.rounds.forEach((round, r) =>
    round.matches.forEach((match, m) => {
      const stranger = matchPlayers(match).find((id) => !members.has(id));
      if (stranger !== undefined)
        throw new Refusal(
          `${element}/rounds/round[${r + 1}]/matches/match[${m + 1}]`,
          `player ${stranger} plays in this pod but is not in its <subgroups>.`,
        );
    }),
  );
}

function readPods(root: Node, players: Map<string, TdfPlayer>, warn: Warn): TdfPod[] {
  const nodes = list(child(root, 'pods'), 'pod');
  const placed = new Set<string>();
  return nodes.map((node, p) => {
    const element = `tournament/pods/pod[${p + 1}]`;
    const category = readCategory(node, element);
    const podStage = attr(node, 'stage');
    if (!KNOWN.podStage.includes(podStage))
      warn(
        element,
        `pod stage "${podStage.slice(0, 10)}" is not one TOM is known to write; the pod is read from its rounds.`,
      );
    const members = readMembers(node, element, players, placed);
    const rounds = list(child(node, 'rounds'), 'round').map((r, i) =>
      readRound(r, `${element}/rounds/round[${i + 1}]`, players, warn),
    );
    checkSequence(rounds, `${element}/rounds`);
    const pod = {
      category,
      players: members,
      rounds,
      thirdPlace: text(child(node, 'poddata'), 'playoff3rd4th') === 'true',
    };
    if (nodes.length > 1) checkMembers(pod, element);
    return pod;
  });
}

/** TOM's drop round is the first round missed, unless the player still played it; a late entry starts after their outcome-8 rounds. */
function settlePlayers(players: readonly TdfPlayer[], pods: readonly TdfPod[]): TdfPlayer[] {
  const played = new Map<string, number>();
  const late = new Map<string, number>();
  for (const round of pods.flatMap((pod) => pod.rounds)) {
    for (const match of round.matches) {
      const target = 'lateEntry' in match ? late : played;
      for (const id of matchPlayers(match)) target.set(id, Math.max(target.get(id) ?? 0, round.number));
    }
  }
  return players.map((p) => ({
    ...p,
    droppedAfterRound:
      p.droppedAfterRound === null
        ? null
        : Math.max(
            0,
            (played.get(p.userid) ?? 0) >= p.droppedAfterRound ? p.droppedAfterRound : p.droppedAfterRound - 1,
          ),
    firstRound: (late.get(p.userid) ?? 0) + 1,
  }));
}

function readStandings(root: Node, players: Map<string, TdfPlayer>, warn: Warn): TdfStanding[] {
  return list(child(root, 'standings'), 'pod').flatMap((pod, p) => {
    const type = attr(pod, 'type');
    if (type !== 'finished' && type !== 'dnf')
      warn(
        `tournament/standings/pod[${p + 1}]`,
        `standings type "${type.slice(0, 10)}" is neither finished nor dnf; read as finished.`,
      );
    return list(pod, 'player').map((node, i) => {
      const element = `tournament/standings/pod[${p + 1}]/player[${i + 1}]`;
      const userid = attr(node, 'id');
      if (!players.has(userid)) throw new Refusal(element, `player ${userid.slice(0, 20)} is not in <players>.`);
      return {
        category: readCategory(pod, `tournament/standings/pod[${p + 1}]`),
        userid,
        place: wholeNumber(attr(node, 'place'), element, 'a place', 1),
        dnf: type === 'dnf',
      };
    });
  });
}

const DIVISION_KEYS: Record<string, Division> = { '0': 'juniors', '1': 'seniors', '2': 'masters' };

function readFinalsOptions(root: Node, warn: Warn): TdfCutOption[] {
  return list(child(root, 'finalsoptions'), 'categorycut').flatMap((node, i) => {
    const element = `tournament/finalsoptions/categorycut[${i + 1}]`;
    const division = DIVISION_KEYS[attr(node, 'key')];
    if (!division) {
      warn(element, `categorycut key "${attr(node, 'key').slice(0, 10)}" is not a division (0, 1, 2); left out.`);
      return [];
    }
    const number = (key: string) => optionalNumber(text(node, key), `${element}/${key}`, key, warn) ?? 0;
    const options = list(child(node, 'options'), 'value').flatMap((v) =>
      /^\d+$/.test(scalar(v)) ? [Number(scalar(v))] : [],
    );
    return [
      {
        division,
        options,
        cut: number('cut'),
        playerCount: number('playercount'),
        thirdPlace: text(node, 'paired3rd4th') === 'true',
      },
    ];
  });
}

function readRoot(
  root: Node,
  warn: Warn,
): Pick<TdfEvent, 'gametype' | 'mode' | 'finished'> & { structure: TdfStructure | null } {
  const [gametype, mode, type, stage] = ['gametype', 'mode', 'type', 'stage'].map((name) => attr(root, name)) as [
    string,
    string,
    string,
    string,
  ];
  if (!KNOWN.gametype.includes(gametype))
    warn(
      'tournament',
      `gametype "${gametype.slice(0, 30)}" is not TRADING_CARD_GAME or VIDEO_GAME; imported as the card game.`,
    );
  if (!KNOWN.mode.includes(mode))
    warn(
      'tournament',
      `mode "${mode.slice(0, 30)}" is not a TOM mode the app knows; the event is read from its pods and rounds.`,
    );
  if (!STRUCTURES[type])
    warn(
      'tournament',
      `type "${type.slice(0, 10)}" is none of 1 (single elimination), 2 (Swiss), 3 (Swiss and a top cut); read from the rounds.`,
    );
  if (!KNOWN.stage.includes(stage))
    warn('tournament', `stage "${stage.slice(0, 10)}" is not one TOM is known to write; the event is read as running.`);
  const version = Number(attr(root, 'version'));
  if (!(version >= 1.7))
    warn(
      'tournament',
      `version "${attr(root, 'version').slice(0, 10)}" is older than TOM 1.7, the oldest the app has read.`,
    );
  for (const key of Object.keys(root).filter((k) => !k.startsWith('@') && !KNOWN.children.includes(k)))
    warn(`tournament/${key.slice(0, 40)}`, 'an element the app does not know; left out.');
  return {
    gametype: gametype === 'VIDEO_GAME' ? gametype : 'TRADING_CARD_GAME',
    mode,
    finished: stage === '5',
    structure: STRUCTURES[type] ?? null,
  };
}

const minutes = (value: string, element: string): number | null =>
  value ? wholeNumber(value, element, 'a round time') || null : null;

/** The structure the rounds show when the root's type is unfamiliar. */
const structureOf = (pods: readonly TdfPod[]): TdfStructure => {
  const rounds = pods.flatMap((pod) => pod.rounds);
  if (rounds.length > 0 && rounds.every((r) => r.stage === 'elimination')) return 'elimination';
  return rounds.some((r) => r.stage === 'elimination') ? 'swiss-cut' : 'swiss';
};

function readEvent(root: Node): TdfEvent {
  const warnings: TdfWarning[] = [];
  const warn: Warn = (element, message) => void warnings.push({ element, message });
  const head = readRoot(root, warn);
  const data = child(root, 'data');
  const name = text(data, 'name');
  if (!name) throw new Refusal('tournament/data/name', 'the event needs a name.');
  const read = readPlayers(root, warn);
  const byId = new Map(read.map((p) => [p.userid, p]));
  const pods = readPods(root, byId, warn);
  const players = settlePlayers(read, pods);
  return {
    ...head,
    structure: head.structure ?? structureOf(pods),
    name,
    sanctionId: text(data, 'id'),
    date: usDate(text(data, 'startdate'), 'tournament/data/startdate').day,
    roundMinutes: minutes(text(data, 'roundtime'), 'tournament/data/roundtime'),
    finalsRoundMinutes: minutes(text(data, 'finalsroundtime'), 'tournament/data/finalsroundtime'),
    players,
    pods,
    standings: readStandings(root, byId, warn),
    finalsOptions: readFinalsOptions(root, warn),
    warnings,
  };
}

/** Reads a TOM file: players (userid as DCI number), each pod's players, rounds and matches, drops, final places and warnings. */
export function parseTdf(xml: string): Result<TdfEvent> {
  const hazard = xmlHazard(xml);
  if (hazard !== null) return fail('TDF_INVALID', `The file is refused: ${hazard}`, undefined, 'tournament');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { line, col, msg } = valid.err;
    return fail(
      'TDF_INVALID',
      `The file is not well-formed XML (line ${line}, column ${col}): ${msg}`,
      undefined,
      'tournament',
    );
  }
  const root = (parser.parse(xml) as Node).tournament;
  if (!root || typeof root !== 'object')
    return fail('TDF_INVALID', 'A TOM file has a <tournament> root element.', undefined, 'tournament');
  try {
    return ok(readEvent(root as Node));
  } catch (error) {
    if (error instanceof Refusal)
      return fail('TDF_INVALID', `In ${error.element}: ${error.message}`, undefined, error.element);
    throw error;
  }
}
