// 202, 222: reading a Pokémon TCG Online/Live decklist export; every line that cannot be read or resolved is reported by line number.
import { isBasicEnergy } from '../catalog/basicEnergy.ts';
import { findByName, findPrinting, findSet } from '../catalog/catalog.ts';
import { normalizeName } from '../catalog/normalize.ts';
import type { Catalog } from '../catalog/types.ts';
import { MAX_DECK_SIZE } from '../format/custom.ts';
import type { DeckEntry, DeckProblem, ParsedDecklist, UnknownEntry } from './types.ts';

/**
 * Limits, so a 1 MB paste or binary junk gives problems, never an exception or a long wait:
 * the whole text is refused above MAX_LIST_CHARS or MAX_LIST_LINES; a line above MAX_LINE_CHARS is one PARSE_ERROR;
 * a count is 1..MAX_DECK_SIZE; after MAX_LINE_PROBLEMS line problems the rest are summed up in one.
 */
export const MAX_LIST_CHARS = 100_000;
export const MAX_LIST_LINES = 1_000;
export const MAX_LINE_CHARS = 200;
export const MAX_LINE_PROBLEMS = 50;

const SECTION = '202';
const HEADER = /^(pokemon|trainers?|trainer cards|energy|total cards|total)\s*(?:[:-]?\s*\d+)?$/;
const FORMAT_HINT = 'expected "<count> <name> <set code> <number>", e.g. "4 Charizard LC 3"';

/** A card line read so far: its number, its count and the card as written after the count. */
interface CardLine {
  line: number;
  count: number;
  written: string;
}

type LineResult =
  | { kind: 'skip' }
  | { kind: 'entry'; entry: DeckEntry }
  | { kind: 'unknown'; entry: UnknownEntry; problem: DeckProblem }
  | { kind: 'problem'; problem: DeckProblem };

const excerpt = (text: string): string => {
  const clean = text.replace(/\p{C}/gu, '?');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
};

const parseError = (line: number, message: string, section = SECTION): LineResult => ({
  kind: 'problem',
  problem: { code: 'PARSE_ERROR', section, line, message: `Line ${line}: ${message}` },
});

const unknown = ({ line, count, written }: CardLine, name: string, message: string): LineResult => ({
  kind: 'unknown',
  entry: { line, count, name, written },
  problem: { code: 'UNKNOWN_CARD', section: SECTION, line, message: `Line ${line}: ${excerpt(name)}: ${message}` },
});

/** Names as exports spell them: "Nidoran F" for "Nidoran ♀", "Unown J" for "Unown [J]", "Mudkip Star" for "Mudkip ★". */
const looseName = (name: string): string =>
  normalizeName(name)
    .replace(/♀/g, 'f')
    .replace(/♂/g, 'm')
    .replace(/★/g, 'star')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The whole text after the count as a card's title; `unknownSet` is the name and code of a line whose set code matched nothing, for the message if the whole text is no title either. */
function resolveName(catalog: Catalog, at: CardLine, unknownSet?: { name: string; code: string }): LineResult {
  const printings = findByName(catalog, at.written);
  const first = printings[0];
  if (first && (printings.length === 1 || printings.every(isBasicEnergy)))
    return { kind: 'entry', entry: { ...at, card: first } };
  if (first) {
    const ids = printings
      .slice(0, 6)
      .map((card) => card.id)
      .join(', ');
    return unknown(
      at,
      at.written,
      `${first.name} has ${printings.length} printings (${ids}${printings.length > 6 ? ', …' : ''}); add the set code and number`,
    );
  }
  if (unknownSet) return unknown(at, unknownSet.name, `no set has the id or code "${excerpt(unknownSet.code)}"`);
  return unknown(at, at.written, 'no card in the catalog has this name');
}

function resolve(catalog: Catalog, at: CardLine): LineResult {
  const tokens = at.written.split(' ');
  if (tokens.length < 3) return resolveName(catalog, at);
  const [code, number] = [tokens[tokens.length - 2]!, tokens[tokens.length - 1]!];
  const name = tokens.slice(0, -2).join(' ');
  const set = findSet(catalog, code);
  if (!set) return resolveName(catalog, at, /^[a-z]*\d+[a-z]?$/i.test(number) ? { name, code } : undefined);
  const card = findPrinting(catalog, set.id, number);
  if (!card) return unknown(at, name, `${set.name} (${code}) has no card number ${excerpt(number)}`);
  if (looseName(card.name) !== looseName(name))
    return unknown(at, name, `${code} ${number} is ${card.name}, not ${excerpt(name)}`);
  return { kind: 'entry', entry: { ...at, card } };
}

function readCardLine(catalog: Catalog, line: number, body: string): LineResult {
  const match = /^(\S+)\s+(.+)$/.exec(body);
  if (!match) return parseError(line, `cannot read "${excerpt(body)}": ${FORMAT_HINT}`);
  const [countText, rest] = [match[1]!, match[2]!];
  if (!/^\d+$/.test(countText)) {
    if (/^[+-]?\d/.test(countText))
      return parseError(line, `the count "${excerpt(countText)}" must be a whole number from 1 to ${MAX_DECK_SIZE}`);
    return parseError(line, `cannot read "${excerpt(body)}": ${FORMAT_HINT}`);
  }
  const count = Number(countText);
  if (count < 1 || count > MAX_DECK_SIZE)
    return parseError(line, `the count ${excerpt(countText)} must be from 1 to ${MAX_DECK_SIZE}`);
  return resolve(catalog, { line, count, written: rest.trim().replace(/\s+/g, ' ') });
}

function readLine(catalog: Catalog, line: number, raw: string): LineResult {
  const text = raw.trim();
  if (text === '' || text.startsWith('#')) return { kind: 'skip' };
  if (text.length > MAX_LINE_CHARS) return parseError(line, `the line is longer than ${MAX_LINE_CHARS} characters`);
  const body = text.replace(/^\*+\s*/, '');
  // Export banners ("****** Pokémon Trading Card Game Deck List ******") are starred lines that are not card lines.
  if (body === '' || (text.startsWith('*') && !/^\d/.test(body))) return { kind: 'skip' };
  if (/^\d/.test(body)) return readCardLine(catalog, line, body);
  const folded = normalizeName(body);
  if (/^sideboard\b/.test(folded))
    return parseError(line, 'no sideboards are allowed in Pokémon tournaments (222)', '222');
  if (HEADER.test(folded)) return { kind: 'skip' };
  return readCardLine(catalog, line, body);
}

function rejectedList(message: string): ParsedDecklist {
  return { entries: [], unknown: [], problems: [{ code: 'PARSE_ERROR', section: SECTION, message }], rejected: true };
}

/** Section headers, blank lines, starred banners and # comments are skipped; basic Energy may be written without a set. */
export function parseDecklist(text: string, catalog: Catalog): ParsedDecklist {
  if (text.length > MAX_LIST_CHARS) {
    return rejectedList(
      `The list has ${text.length} characters; at most ${MAX_LIST_CHARS} are read, so nothing was read`,
    );
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > MAX_LIST_LINES)
    return rejectedList(`The list has ${lines.length} lines; at most ${MAX_LIST_LINES} are read, so nothing was read`);
  const parsed: ParsedDecklist = { entries: [], unknown: [], problems: [], rejected: false };
  const overflow: number[] = [];
  lines.forEach((raw, i) => {
    const result = readLine(catalog, i + 1, raw);
    if (result.kind === 'entry') parsed.entries.push(result.entry);
    if (result.kind === 'unknown') parsed.unknown.push(result.entry);
    if (result.kind === 'skip' || result.kind === 'entry') return;
    if (parsed.problems.length < MAX_LINE_PROBLEMS) parsed.problems.push(result.problem);
    else overflow.push(i + 1);
  });
  if (overflow.length > 0) {
    const message = `${overflow.length} more lines could not be read or resolved (lines ${overflow[0]}–${overflow[overflow.length - 1]})`;
    parsed.problems.push({ code: 'PARSE_ERROR', section: SECTION, line: overflow[0]!, message });
  }
  return parsed;
}
