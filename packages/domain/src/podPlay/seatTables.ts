// Pod play: round 1 seats players at random; later rounds by standings, similar scores together, fewest repeat table-mates.
import { ok, type Result } from '../shared/error.ts';
import { shuffle, type Random } from '../shared/random.ts';
import { tableSizes } from './tableSizes.ts';

export interface SeatingInput {
  /** Active players, best standing first (in round 1 the order does not matter). */
  players: readonly string[];
  /** Round 1 is a random draw; later rounds go by standings. */
  order: 'random' | 'standings';
  /** How often two players have sat at one table before, keyed by tableMateKey. */
  metBefore: ReadonlyMap<string, number>;
  tableSize: number;
}

export const tableMateKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** How often each two players sat at one table, keyed by tableMateKey: what seating avoids repeating. */
export function tableMeetings(tables: readonly (readonly string[])[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const seats of tables)
    for (const a of seats)
      for (const b of seats) if (a < b) met.set(tableMateKey(a, b), (met.get(tableMateKey(a, b)) ?? 0) + 1);
  return met;
}

/** How many times players seated together at each table have met before, summed over every pair. */
export function repeatMeetings(tables: readonly (readonly string[])[], metBefore: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const table of tables)
    for (let i = 0; i < table.length; i++)
      for (let j = i + 1; j < table.length; j++) total += metBefore.get(tableMateKey(table[i]!, table[j]!)) ?? 0;
  return total;
}

function chunk<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  let at = 0;
  return sizes.map((size) => items.slice(at, (at += size)));
}

interface Layout {
  input: SeatingInput;
  /** Each player's position in the standings. */
  position: ReadonlyMap<string, number>;
  /** The standings positions each table is for: table 1 the first `size` of them, and so on. */
  slots: readonly (readonly [number, number])[];
}

const meetings = (player: string, table: readonly string[], without: string, { input }: Layout) =>
  table.reduce(
    (sum, mate) =>
      mate === without || mate === player ? sum : sum + (input.metBefore.get(tableMateKey(player, mate)) ?? 0),
    0,
  );

/** How far a player sits from the standings positions of a table. */
function displacement(player: string, table: number, layout: Layout): number {
  const at = layout.position.get(player)!;
  const [lo, hi] = layout.slots[table]!;
  return Math.max(0, lo - at, at - hi);
}

/** The gain of swapping seat i of table a with seat j of table b: repeat meetings removed first, then displacement. */
function swapGain(tables: string[][], a: number, i: number, b: number, j: number, layout: Layout): [number, number] {
  const x = tables[a]![i]!;
  const y = tables[b]![j]!;
  const repeats =
    meetings(x, tables[a]!, x, layout) +
    meetings(y, tables[b]!, y, layout) -
    meetings(y, tables[a]!, x, layout) -
    meetings(x, tables[b]!, y, layout);
  const moved =
    displacement(x, a, layout) + displacement(y, b, layout) - displacement(y, a, layout) - displacement(x, b, layout);
  return [repeats, moved];
}

const beats = ([r1, m1]: [number, number], [r2, m2]: [number, number]) => r1 > r2 || (r1 === r2 && m1 > m2);

/** The best swap of two players at different tables, if any improves the seating. */
function bestSwap(tables: string[][], layout: Layout): [number, number, number, number] | null {
  let best: [number, number] = [0, 0];
  let found: [number, number, number, number] | null = null;
  for (let a = 0; a < tables.length; a++) {
    for (let b = a + 1; b < tables.length; b++) {
      for (let i = 0; i < tables[a]!.length; i++) {
        for (let j = 0; j < tables[b]!.length; j++) {
          const gain = swapGain(tables, a, i, b, j, layout);
          if (beats(gain, best)) [best, found] = [gain, [a, i, b, j]];
        }
      }
    }
  }
  return found;
}

/** Swaps players, best swap first, while a swap removes a repeat meeting or moves players closer to their standings. */
function improve(tables: string[][], layout: Layout): void {
  for (let step = 0; step < 4 * layout.input.players.length; step++) {
    const swap = bestSwap(tables, layout);
    if (!swap) return;
    const [a, i, b, j] = swap;
    [tables[a]![i], tables[b]![j]] = [tables[b]![j]!, tables[a]![i]!];
  }
}

/**
 * Seats a round: tables of `tableSize` (some one smaller, never a lone player), table 1 the best standings.
 * Round 1 is a random draw; later rounds fill tables in standings order, then swap players to avoid repeat
 * table-mates where possible and keep players near their standings.
 */
export function seatTables(input: SeatingInput, random: Random): Result<string[][]> {
  const sizes = tableSizes(input.players.length, input.tableSize);
  if (!sizes.ok) return sizes;
  if (input.order === 'random') return ok(chunk(shuffle(input.players, random), sizes.value));
  const position = new Map(input.players.map((p, i) => [p, i]));
  const slots = chunk(
    input.players.map((_, i) => i),
    sizes.value,
  ).map((t) => [t[0]!, t.at(-1)!] as const);
  const tables = chunk(input.players, sizes.value);
  improve(tables, { input, position, slots });
  return ok(tables.map((table) => [...table].sort((x, y) => position.get(x)! - position.get(y)!)));
}
