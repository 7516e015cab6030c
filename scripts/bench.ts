// npm run bench [-- --only name,name] [--readme]: runs the benchmarks in bench/ and prints one Markdown table.
import { availableParallelism, loadavg } from 'node:os';
import { apiBench } from '../bench/api.bench.ts';
import { cardsImportBench } from '../bench/cardsImport.bench.ts';
import { deckBench } from '../bench/deck.bench.ts';
import { durabilityBench } from '../bench/durability.bench.ts';
import { instancesBench } from '../bench/instances.bench.ts';
import { liveBench } from '../bench/live.bench.ts';
import { live4096Bench } from '../bench/live4096.bench.ts';
import { matchBench } from '../bench/match.bench.ts';
import type { BenchRow } from '../bench/measure.ts';
import { pairingBench } from '../bench/pairing.bench.ts';
import { pairingCheckBench } from '../bench/pairingCheck.bench.ts';
import { restartBench } from '../bench/restart.bench.ts';
import { round4096Bench } from '../bench/round4096.bench.ts';
import { standingsBench } from '../bench/standings.bench.ts';
import { streamsBench } from '../bench/streams.bench.ts';
import { swissApiBench } from '../bench/swissApi.bench.ts';
import { tdfImportBench } from '../bench/tdfImport.bench.ts';
import { writeReadmeSection } from './readmeSection.ts';

const benches = [
  matchBench,
  deckBench,
  pairingBench,
  pairingCheckBench,
  standingsBench,
  apiBench,
  swissApiBench,
  round4096Bench,
  cardsImportBench,
  restartBench,
  liveBench,
  live4096Bench,
  streamsBench,
  instancesBench,
  durabilityBench,
  tdfImportBench,
];

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : null;

const loadAtStart = loadavg()[0]!;
const rows: BenchRow[] = [];
for (const bench of benches) {
  if (only && !only.includes(bench.name)) continue;
  process.stderr.write(`running ${bench.name}…\n`);
  rows.push(...(await bench.run()));
}

// Timings mean little without the machine's state: the README's table says how busy the machine was.
const machine = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${availableParallelism()} cores; load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end${only ? ` (only ${only.join(', ')})` : ''}.`;
const table = [
  machine,
  '',
  '| benchmark | size | result | target |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.benchmark} | ${r.size} | ${r.result} | ${r.target} |`),
].join('\n');
console.log(table);

if (args.includes('--readme')) {
  await writeReadmeSection('bench', table);
  process.stderr.write('README.md benchmark table updated\n');
}
process.exit(0);
