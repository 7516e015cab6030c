// The peer grid of issue #30: plays the harness's simulated events (../shared/bench-swiss: its own
// simulation, adapters and per-round metrics, imported from the scratch copy in BENCH_SWISS_HARNESS)
// with our pairRound and each npm engine in one process, and prints, per cell (players, draw rate,
// drop rate), floats and score difference per event and whether the target holds there.
// `--readme` also writes the table into README.md between the swiss-grid markers.
import { pathToFileURL } from 'node:url';
import { writeReadmeSection } from '../scripts/readmeSection.ts';

interface Quality {
  floaters: number;
  scoreDiffSum: number;
  byesNotLowest: number;
  avoidableRematches: number;
  extraByes: number;
  valid: boolean;
}

type Factory = (event: unknown) => unknown;
type Simulate = (
  factory: Factory,
  cfg: { n: number; rounds: number; seed: number; drawRate: number; dropRate: number },
  onRound: (r: { quality: Quality }) => void,
) => Promise<unknown>;

const harness = process.env.BENCH_SWISS_HARNESS;
if (!harness)
  throw new Error('set BENCH_SWISS_HARNESS to an installed copy of ../shared/bench-swiss (npm run bench:peers does)');
const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(`${harness}/${path}`).href)) as T;
const { simulateEvent } = await load<{ simulateEvent: Simulate }>('lib/sim.ts');

/** The engines that, like ours, give every bye to the lowest group; swiss-pairing joins a cell only where it did. */
const PEERS = ['tournament-organizer', 'tournament-pairings', 'swiss-pairing'] as const;
const ENGINES = ['project', ...PEERS];
const ALWAYS_COMPARED = new Set<string>(['tournament-organizer', 'tournament-pairings']);
/** Sizes of single events and draft pods, where the score difference must be within 2 % of the best peer's. */
const CLOSE_SIZES = new Set([8, 12]);
const CLOSE = 1.02;

interface Totals {
  events: number;
  floats: number;
  diff: number;
  diffSe: number;
  byesNotLowest: number;
  avoidable: number;
  extraByes: number;
  invalid: number;
  crashed: number;
}

interface Cell {
  n: number;
  draw: number;
  drop: number;
  engines: Map<string, Totals>;
}

async function playCell(factory: Factory, n: number, draw: number, drop: number, events: number): Promise<Totals> {
  const t: Totals = {
    events: 0,
    floats: 0,
    diff: 0,
    diffSe: 0,
    byesNotLowest: 0,
    avoidable: 0,
    extraByes: 0,
    invalid: 0,
    crashed: 0,
  };
  const diffs: number[] = [];
  for (let seed = 1; seed <= events; seed++) {
    let diff = 0;
    try {
      await simulateEvent(
        factory,
        { n, rounds: Math.ceil(Math.log2(n)), seed, drawRate: draw, dropRate: drop },
        ({ quality: q }) => {
          t.floats += q.floaters;
          diff += q.scoreDiffSum;
          t.byesNotLowest += q.byesNotLowest;
          t.avoidable += q.avoidableRematches;
          t.extraByes += q.extraByes;
          t.invalid += q.valid ? 0 : 1;
        },
      );
      diffs.push(diff);
    } catch {
      t.crashed++;
    }
  }
  t.events = diffs.length;
  const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length;
  const variance = diffs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, diffs.length - 1);
  return {
    ...t,
    floats: t.floats / diffs.length,
    diff: mean,
    diffSe: Math.sqrt(variance / diffs.length),
    byesNotLowest: t.byesNotLowest / diffs.length,
  };
}

/** PEER_RUNS: "sizes:events" groups, e.g. "8,12:2000 16:1000 24,32:200 64:50 128:20". */
const list = (text: string): number[] => text.split(',').map(Number);
async function runGrid(): Promise<Cell[]> {
  const factories = new Map<string, Factory>();
  for (const engine of ENGINES) {
    const adapter = (await load<{ default: { load: () => Promise<Factory | string> } }>(`adapters/${engine}.ts`))
      .default;
    const factory = await adapter.load();
    if (typeof factory === 'string') throw new Error(`${engine}: ${factory}`);
    factories.set(engine, factory);
  }
  const runs = (process.env.PEER_RUNS ?? '8,12:2000 16:1000 24,32:200 64:50 128:20').split(' ').map((run) => {
    const [sizes, events] = run.split(':');
    return { sizes: list(sizes!), events: Number(events) };
  });
  const cells: Cell[] = [];
  for (const { sizes, events } of runs) {
    for (const n of sizes) {
      for (const draw of list(process.env.PEER_DRAWS ?? '0,0.05,0.12')) {
        for (const drop of list(process.env.PEER_DROPS ?? '0,0.02,0.05')) {
          const cell: Cell = { n, draw, drop, engines: new Map() };
          for (const [engine, factory] of factories)
            cell.engines.set(engine, await playCell(factory, n, draw, drop, events));
          process.stderr.write(`N=${n} draws ${draw} drops ${drop}: ${events} events\n`);
          cells.push(cell);
        }
      }
    }
  }
  return cells;
}

const fmt = (x: number): string => x.toFixed(2);
const pct = (x: number): string => `${x.toFixed(0)} %`;

interface Verdict {
  row: string;
  met: boolean;
  better: 'both' | 'floats' | 'diff' | 'neither';
}

function judge(cell: Cell): Verdict | null {
  const ours = cell.engines.get('project');
  if (!ours) return null;
  const compared = PEERS.filter((p) => {
    const peer = cell.engines.get(p);
    return peer && peer.crashed === 0 && (ALWAYS_COMPARED.has(p) || peer.byesNotLowest === 0);
  });
  const peers = compared.map((p) => cell.engines.get(p)!);
  const beatenBy = compared.filter((_, i) => peers[i]!.floats < ours.floats && peers[i]!.diff < ours.diff);
  const bestPeer = peers.reduce((best, p) => (p.diff < best.diff ? p : best));
  const bestDiff = bestPeer.diff;
  const bestFloats = Math.min(...peers.map((p) => p.floats));
  const closeEnough = !CLOSE_SIZES.has(cell.n) || ours.diff <= CLOSE * bestDiff;
  const clean = ours.avoidable === 0 && ours.extraByes === 0 && ours.invalid === 0 && ours.crashed === 0;
  const met = beatenBy.length === 0 && closeEnough && clean;
  const fewerFloats = ours.floats <= bestFloats;
  const smallerDiff = ours.diff <= bestDiff;
  const better = fewerFloats && smallerDiff ? 'both' : fewerFloats ? 'floats' : smallerDiff ? 'diff' : 'neither';
  const peerCell = (p: string): string => {
    const peer = cell.engines.get(p);
    if (!peer) return '-';
    const excluded = !compared.includes(p as (typeof PEERS)[number]);
    const byes = peer.byesNotLowest > 0 ? ` (${fmt(peer.byesNotLowest)} high byes)` : '';
    const crashed = peer.crashed > 0 ? ` (${peer.crashed} events threw)` : '';
    return `${excluded ? '~~' : ''}${fmt(peer.floats)} / ${fmt(peer.diff)}${excluded ? '~~' : ''}${byes}${crashed}`;
  };
  const ourByes = ours.byesNotLowest > 0 ? ` (${fmt(ours.byesNotLowest)} high byes)` : '';
  const gap = bestDiff === 0 ? 0 : (100 * (ours.diff - bestDiff)) / bestDiff;
  /** The gap in standard errors of the difference between the two means: below 2, the events cannot tell the engines apart. */
  const spread = Math.hypot(ours.diffSe, bestPeer.diffSe);
  const gapSe = spread === 0 ? '' : ` (${((ours.diff - bestDiff) / spread).toFixed(1)} s.e.)`;
  const row = [
    cell.n,
    pct(100 * cell.draw),
    pct(100 * cell.drop),
    ours.events,
    `${fmt(ours.floats)} / ${fmt(ours.diff)} ± ${fmt(ours.diffSe)}${ourByes}`,
    ...PEERS.map(peerCell),
    `${gap >= 0 ? '+' : ''}${gap.toFixed(1)} %${gapSe}`,
    better,
    beatenBy.length > 0
      ? `beaten by ${beatenBy.join(', ')}`
      : met
        ? 'met'
        : clean
          ? 'diff > 2 % above best'
          : 'rematch/bye/validity',
  ];
  return { row: `| ${row.join(' | ')} |`, met, better };
}

export function gridTable(cells: Cell[]): string {
  const verdicts = cells.map(judge).filter((v): v is Verdict => v !== null);
  const header = [
    '| N | draws | drops | events | this project: floats / score diff ± s.e. | tournament-organizer | tournament-pairings | swiss-pairing | diff vs best peer (in s.e.) | fewer/smaller than every peer | target |',
    '|---:|---:|---:|---:|---|---|---|---|---:|---|---|',
  ];
  const met = verdicts.filter((v) => v.met).length;
  const count = (b: Verdict['better']): number => verdicts.filter((v) => v.better === b).length;
  const summary =
    `Target met in ${met} of ${verdicts.length} cells. This project has both the fewest floats and the smallest score difference ` +
    `in ${count('both')} cells, only the fewest floats in ${count('floats')}, only the smallest score difference in ${count('diff')}, neither in ${count('neither')}.`;
  return [...header, ...verdicts.map((v) => v.row), '', summary].join('\n');
}

const table = gridTable(await runGrid());
console.log(table);
if (process.argv.includes('--readme')) await writeReadmeSection('swiss-grid', table);
