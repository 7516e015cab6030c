// npm run bench [-- --only name,name] [--readme]: runs the benchmarks in bench/ and prints one Markdown table.
import { apiBench } from '../bench/api.bench.ts';
import { cardsImportBench } from '../bench/cardsImport.bench.ts';
import { deckBench } from '../bench/deck.bench.ts';
import { durabilityBench } from '../bench/durability.bench.ts';
import { liveBench } from '../bench/live.bench.ts';
import { matchBench } from '../bench/match.bench.ts';
import type { BenchRow } from '../bench/measure.ts';
import { pairingBench } from '../bench/pairing.bench.ts';
import { pairingCheckBench } from '../bench/pairingCheck.bench.ts';
import { restartBench } from '../bench/restart.bench.ts';
import { standingsBench } from '../bench/standings.bench.ts';
import { swissApiBench } from '../bench/swissApi.bench.ts';
import { tdfImportBench } from '../bench/tdfImport.bench.ts';
import { writeReadmeSection } from './readmeSection.ts';

const benches = [matchBench, deckBench, pairingBench, pairingCheckBench, standingsBench, apiBench, swissApiBench, cardsImportBench, restartBench, liveBench, durabilityBench, tdfImportBench];

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : null;

const rows: BenchRow[] = [];
for (const bench of benches) {
  if (only && !only.includes(bench.name)) continue;
  process.stderr.write(`running ${bench.name}…\n`);
  rows.push(...(await bench.run()));
}

const table = [
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
