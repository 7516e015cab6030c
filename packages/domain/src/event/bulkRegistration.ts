// Registration of many players at once: a pasted or uploaded list read line by line, previewed before anything is stored.
import { readCsv } from '../csv/csv.ts';
import { DIVISIONS, validateBirthYear, type Division } from '../division/ageDivision.ts';
import type { RuleError } from '../shared/error.ts';
import { validatePlayerEntry, type PlayerEntry } from './registration.ts';

export interface BulkEntry extends PlayerEntry {
  /** The line of the list it came from, counting from 1. */
  line: number;
  birthYear: number | null;
  division: Division | null;
}

export interface BulkPreview {
  add: BulkEntry[];
  /** Already registered in the event, or listed on an earlier line. */
  duplicates: { line: number; dciNumber: string; name: string; message: string }[];
  wrong: { line: number; text: string; error: RuleError }[];
}

/** A line's fields: tab-separated (pasted from a spreadsheet) or CSV. */
const fieldsOf = (text: string): string[] =>
  (text.includes('\t') ? text.split('\t') : (readCsv(text)[0] ?? [])).map((f) => f.trim());

/** The optional fourth field: a year of birth, or a division (Junior, Seniors, masters…). */
function extra(
  value: string | undefined,
  eventDate: string,
): { birthYear: number | null; division: Division | null } | RuleError {
  if (!value) return { birthYear: null, division: null };
  if (/^\d{4}$/.test(value)) {
    const year = validateBirthYear(Number(value), eventDate);
    return year.ok ? { birthYear: year.value, division: null } : year.error;
  }
  const division = DIVISIONS.find((d) => d.startsWith(value.toLowerCase().replace(/s$/, '')));
  return division
    ? { birthYear: null, division }
    : {
        code: 'INVALID_FIELD',
        message: `"${value.slice(0, 30)}" is neither a year of birth nor a division (Juniors, Seniors, Masters).`,
        field: 'division',
      };
}

function readLine(text: string, line: number, eventDate: string): BulkEntry | RuleError {
  const fields = fieldsOf(text);
  if (fields.length < 3 || fields.length > 4) {
    return {
      code: 'INVALID_FIELD',
      message: `Expected DCI number, first name, last name and optionally a division or year of birth; found ${fields.length} field${fields.length === 1 ? '' : 's'}.`,
    };
  }
  const [dciNumber = '', firstName = '', lastName = '', fourth] = fields;
  const entry = validatePlayerEntry({ dciNumber, firstName, lastName });
  if (!entry.ok) return entry.error;
  const more = extra(fourth, eventDate);
  return 'code' in more ? more : { ...entry.value, ...more, line };
}

/** A first line naming the columns ("DCI number, First name, …") is a header, not a player. */
const isHeader = (text: string) => /^\W*dci/i.test(text);

/**
 * What a list would register: the players to add, the duplicates (already in the event, or listed twice) and the
 * lines that cannot be read, each with its line number. Blank lines are skipped.
 */
export function previewBulkRegistration(text: string, registered: Iterable<string>, eventDate: string): BulkPreview {
  const preview: BulkPreview = { add: [], duplicates: [], wrong: [] };
  const seen = new Map<string, number>([...registered].map((dci) => [dci, 0]));
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '' || (line === 1 && isHeader(raw))) return;
    const read = readLine(raw, line, eventDate);
    if ('code' in read) return preview.wrong.push({ line, text: raw, error: read });
    const earlier = seen.get(read.dciNumber);
    if (earlier !== undefined) {
      const message =
        earlier === 0
          ? `DCI number ${read.dciNumber} is already registered in this event.`
          : `DCI number ${read.dciNumber} is on line ${earlier} too.`;
      return preview.duplicates.push({
        line,
        dciNumber: read.dciNumber,
        name: `${read.firstName} ${read.lastName}`,
        message,
      });
    }
    seen.set(read.dciNumber, line);
    preview.add.push(read);
  });
  return preview;
}
