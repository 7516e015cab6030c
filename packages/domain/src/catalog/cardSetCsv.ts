// custom: an imported card set's cards as CSV, one card a line under a header naming the catalog's fields; lists split by ";".
import { fail, ok, type Result } from '../shared/error.ts';

export const CARD_CSV_FIELDS = [
  'name',
  'supertype',
  'subtypes',
  'number',
  'tags',
  'hp',
  'types',
  'evolvesFrom',
  'level',
] as const;
const REQUIRED = ['name', 'supertype', 'number'];
const LISTS = new Set(['subtypes', 'tags', 'types']);

/** One CSV line split into fields; double quotes enclose commas, "" is a quote. */
function fields(line: string): string[] | null {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') field += line[++i];
    else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) [out[out.length], field] = [field.trim(), ''];
    else field += c;
  }
  out.push(field.trim());
  return quoted ? null : out;
}

const refuse = (line: number, problem: string) => fail('CARD_SET_INVALID', `line ${line}: ${problem}`, 'custom', 'csv');

/** The header's columns, each a known field, the required ones present. */
function header(line: string): Result<string[]> {
  const columns = fields(line) ?? [];
  const unknown = columns.find((c) => !(CARD_CSV_FIELDS as readonly string[]).includes(c));
  if (unknown !== undefined) return refuse(1, `"${unknown}" is not a card field (${CARD_CSV_FIELDS.join(', ')})`);
  const missing = REQUIRED.find((c) => !columns.includes(c));
  return missing ? refuse(1, `the header needs a "${missing}" column`) : ok(columns);
}

/** The cards as the JSON import takes them, and the file line of each (for refusals that name the line). */
export function cardSetCsv(text: string): Result<{ cards: Record<string, unknown>[]; lines: number[] }> {
  const rows = text.split(/\r?\n/);
  const columns = header(rows[0] ?? '');
  if (!columns.ok) return columns;
  const cards: Record<string, unknown>[] = [];
  const lines: number[] = [];
  for (const [i, row] of rows.entries()) {
    if (i === 0 || row.trim() === '') continue;
    const values = fields(row);
    if (!values) return refuse(i + 1, 'a quote is not closed');
    if (values.length !== columns.value.length)
      return refuse(i + 1, `${values.length} fields where the header has ${columns.value.length}`);
    const card: Record<string, unknown> = {};
    columns.value.forEach((column, j) => {
      const value = values[j]!;
      if (value === '') return;
      card[column] = LISTS.has(column)
        ? value
            .split(';')
            .map((v) => v.trim())
            .filter(Boolean)
        : value;
    });
    cards.push(card);
    lines.push(i + 1);
  }
  return cards.length ? ok({ cards, lines }) : refuse(2, 'no cards under the header');
}
