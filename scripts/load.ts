// npm run load [-- --only pglite|postgres] [--readme]: a 1024-player venue under 200 concurrent clients on each
// database (#18); prints one Markdown table.
import { readFile, writeFile } from 'node:fs/promises';
import { DATABASE_KINDS, openBenchDatabase } from '../bench/database.ts';
import { fmt } from '../bench/measure.ts';
import { runLoad, type LoadResult } from '../bench/load/run.ts';

const VENUE = { players: 1024, clients: 200, judges: 40, headJudges: 4, seconds: 20, maxSeconds: Number(process.env.LOAD_MAX_SECONDS ?? 120) };

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : null;

const row = (r: LoadResult) =>
  `| ${r.database} | ${r.entered} of ${r.tables} | ${r.options.clients} (${r.options.judges} judges, ${r.options.headJudges} head judges, ${r.options.clients - r.options.judges - r.options.headJudges} phones) | ${r.seconds.toFixed(1)} s | ` +
  `${r.writes.requests} (${r.entries} entries, ${r.corrections} corrections) | ${fmt(r.writes.requests / r.seconds)} | ${fmt(r.writes.p50)} / ${fmt(r.writes.p99)} ms | ` +
  `${r.reads.requests} | ${fmt(r.reads.requests / r.seconds)} | ${fmt(r.reads.p50)} / ${fmt(r.reads.p99)} ms | ${r.conflicts} | ${r.errors.length} | ${r.lostUpdates} | ${r.standingsMismatches} | ${r.loadAverage.map((l) => l.toFixed(1)).join(' → ')} |`;

const rows: string[] = [];
for (const kind of DATABASE_KINDS) {
  if (only && !only.includes(kind)) continue;
  const database = await openBenchDatabase(kind);
  if (!database) {
    process.stderr.write(`load (${kind}): no database, skipped\n`);
    continue;
  }
  process.stderr.write(`load (${kind}): ${VENUE.players} players, ${VENUE.clients} clients…\n`);
  const result = await runLoad(database, VENUE);
  await database.close();
  for (const error of result.errors.slice(0, 5)) process.stderr.write(`  ${error.method} ${error.path}: ${error.status} ${error.body}\n`);
  process.stderr.write(`load (${kind}): ${result.alreadyEntered} slips found already entered\n`);
  rows.push(row(result));
}

const table = [
  '| database | tables entered | clients | duration | writes | writes/s | write p50 / p99 | reads | reads/s | read p50 / p99 | 409 conflicts (retried) | errors | lost updates | standings wrong | load average |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(table);

if (args.includes('--readme')) {
  const readme = await readFile('README.md', 'utf8');
  const marked = /<!-- load:start -->[\s\S]*<!-- load:end -->/;
  await writeFile('README.md', readme.replace(marked, `<!-- load:start -->\n${table}\n<!-- load:end -->`));
  process.stderr.write('README.md load table updated\n');
}
process.exit(0);
