// What the two pairing rules that can cost score gaps cost, per cell of the issue #30 grid: the
// harness's events (BENCH_SWISS_HARNESS, as in swissPeerGrid.ts) are played with our pairRound, and every
// round is paired again from the same state with a rule relaxed: without top-down cohesion (the fewest
// score points between opponents, then the fewest floats, after rematches and the byes), and also
// without the bye rule (the bye to anyone without one). Printed per event: score difference and floats
// the relaxed pairing saves on the same rounds (not on the events it would have led to).
import { pathToFileURL } from 'node:url';
import { pairRound } from '@tcg/domain/pairing';
import { maxWeightPerfectMatching } from '../packages/domain/src/pairing/matching.ts';

interface Player {
  id: string;
  points: number;
  opponents: string[];
  hadBye: boolean;
  active: boolean;
}
interface State {
  round: number;
  players: Player[];
  random: () => number;
}
type Simulate = (
  factory: () => { pairRound: (s: State) => { pairs: [string, string][]; byes: string[] } },
  cfg: { n: number; rounds: number; seed: number; drawRate: number; dropRate: number },
  onRound: () => void,
) => Promise<unknown>;

const harness = process.env.BENCH_SWISS_HARNESS;
if (!harness) throw new Error('set BENCH_SWISS_HARNESS to an installed copy of ../shared/bench-swiss');
const { simulateEvent } = (await import(pathToFileURL(`${harness}/lib/sim.ts`).href)) as { simulateEvent: Simulate };

interface Round {
  diff: number;
  floats: number;
}

/** Score difference and floats of a pairing. */
function measure(players: Player[], pairs: [number, number][]): Round {
  let diff = 0;
  let floats = 0;
  for (const [a, b] of pairs) {
    const gap = Math.abs(players[a]!.points - players[b]!.points);
    diff += gap;
    floats += gap > 0 ? 2 : 0;
  }
  return { diff, floats };
}

/**
 * The best pairing of the same players, with rematches and second byes first as in pairRound, then
 * (when `byeLowest`) the bye in the lowest group with a player without one, then score difference, then floats.
 */
function relaxed(players: Player[], byeLowest: boolean): Round {
  const n = players.length;
  const odd = n % 2 === 1;
  const withoutBye = players.filter((p) => !p.hadBye);
  const lowest = Math.min(...(withoutBye.length > 0 ? withoutBye : players).map((p) => p.points));
  const maxGap = Math.max(...players.map((p) => p.points)) - Math.min(...players.map((p) => p.points));
  const floatPrice = 1;
  const diffPrice = n + 1;
  const byeAbove = (Math.ceil(n / 2) * maxGap + 1) * diffPrice;
  const repeatBye = byeAbove * 2;
  const rematch = repeatBye * 2 * (n + 1);
  const top = rematch * (n + 1);
  const from: number[] = [];
  const to: number[] = [];
  const weight: number[] = [];
  const index = new Map(players.map((p, i) => [p.id, i]));
  for (let a = 0; a < n; a++) {
    const met = new Set(players[a]!.opponents.map((id) => index.get(id)));
    for (let b = a + 1; b < n; b++) {
      const gap = Math.abs(players[a]!.points - players[b]!.points);
      from.push(a);
      to.push(b);
      weight.push(top - ((met.has(b) ? rematch : 0) + gap * diffPrice + (gap > 0 ? floatPrice : 0)));
    }
    if (odd) {
      const p = players[a]!;
      from.push(a);
      to.push(n);
      weight.push(
        top - ((p.hadBye && withoutBye.length > 0 ? repeatBye : 0) + (byeLowest && p.points > lowest ? byeAbove : 0)),
      );
    }
  }
  const mate = maxWeightPerfectMatching({ vertexCount: n + (odd ? 1 : 0), from, to, weight });
  const pairs: [number, number][] = [];
  for (let a = 0; a < n; a++) if (mate[a]! > a && mate[a]! < n) pairs.push([a, mate[a]!]);
  return measure(players, pairs);
}

interface Costs {
  events: number;
  engine: Round;
  cohesion: Round;
  bye: Round;
}

async function measureCell(n: number, draw: number, drop: number, events: number): Promise<Costs> {
  const sum: Costs = {
    events,
    engine: { diff: 0, floats: 0 },
    cohesion: { diff: 0, floats: 0 },
    bye: { diff: 0, floats: 0 },
  };
  const add = (into: Round, r: Round): void => {
    into.diff += r.diff;
    into.floats += r.floats;
  };
  const engine = () => ({
    pairRound(state: State) {
      const players = state.players.filter((p) => p.active);
      const result = pairRound({ round: state.round, players }, state.random);
      const index = new Map(players.map((p, i) => [p.id, i]));
      const pairs = result.pairings.map((p): [number, number] => [index.get(p.players[0])!, index.get(p.players[1])!]);
      add(sum.engine, measure(players, pairs));
      add(sum.cohesion, relaxed(players, true));
      add(sum.bye, relaxed(players, false));
      return { pairs: result.pairings.map((p) => p.players), byes: result.bye ? [result.bye.playerId] : [] };
    },
  });
  for (let seed = 1; seed <= events; seed++) {
    await simulateEvent(engine, { n, rounds: Math.ceil(Math.log2(n)), seed, drawRate: draw, dropRate: drop }, () => {});
  }
  return sum;
}

const list = (text: string): number[] => text.split(',').map(Number);
const fmt = (x: number): string => x.toFixed(2);
const saved = (c: Costs, key: 'cohesion' | 'bye'): string =>
  `${fmt((c.engine.diff - c[key].diff) / c.events)} (${fmt((c.engine.floats - c[key].floats) / c.events)})`;

const rows = [
  '| N | draws | drops | events | this project: floats / score diff | top-down cohesion costs: score diff (floats) | and the bye rule on top: score diff (floats) |',
  '|---:|---:|---:|---:|---|---|---|',
];
for (const run of (process.env.PEER_RUNS ?? '8,12:500 16,24,32:100 64:30 128:10').split(' ')) {
  const [sizes, events] = run.split(':');
  for (const n of list(sizes!)) {
    for (const draw of list(process.env.PEER_DRAWS ?? '0,0.05,0.12')) {
      for (const drop of list(process.env.PEER_DROPS ?? '0,0.02,0.05')) {
        const c = await measureCell(n, draw, drop, Number(events));
        rows.push(
          `| ${n} | ${draw * 100} % | ${drop * 100} % | ${c.events} | ${fmt(c.engine.floats / c.events)} / ${fmt(c.engine.diff / c.events)} | ${saved(c, 'cohesion')} | ${saved(c, 'bye')} |`,
        );
        process.stderr.write(`N=${n} draws ${draw} drops ${drop}\n`);
      }
    }
  }
}
console.log(rows.join('\n'));
