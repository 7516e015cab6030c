// npm run load [-- --mode paced|saturation|both|import] [--only pglite|postgres] [--phone-every S] [--round-seconds S]
// [--correction-every S] [--import-players N] [--export-players N] [--export-rounds N] [--readme]: a 1024-player venue
// under 200 concurrent clients on each database (#18); `import`: 20 paced clients while a TOM file of 4,500 players,
// the venue's export and a large export (4,500 players, 17 rounds: 28 MiB) import as jobs (#32). Prints a Markdown table for each mode.
import { DATABASE_KINDS, openBenchDatabase } from '../bench/database.ts';
import { fmt } from '../bench/measure.ts';
import type { Pace } from '../bench/load/clients.ts';
import { runLoad, type LoadOptions, type LoadResult } from '../bench/load/run.ts';
import { writeReadmeSection } from './readmeSection.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : undefined);
const seconds = (name: string, fallback: number) => Number(option(name) ?? fallback) * 1000;
const only = option('--only')?.split(',') ?? null;
const mode = option('--mode') ?? 'both';
if (!['paced', 'saturation', 'both', 'import'].includes(mode))
  throw new Error(`--mode ${mode}: paced, saturation, both or import`);

const PACE: Pace = {
  phoneIntervalMs: seconds('--phone-every', 2),
  roundMs: seconds('--round-seconds', 75),
  correctionEveryMs: seconds('--correction-every', 5),
};
const VENUE = {
  players: 1024,
  clients: 200,
  judges: 40,
  headJudges: 4,
  seconds: 20,
  maxSeconds: Number(process.env.LOAD_MAX_SECONDS ?? 120),
};
type Mode = 'paced' | 'saturation' | 'import';
const MODES: Record<Mode, LoadOptions> = {
  paced: { ...VENUE, seconds: PACE.roundMs / 1000, maxSeconds: PACE.roundMs / 1000 + 60, pace: PACE },
  saturation: VENUE,
  // The probe's room: 20 other users entering results and reading while the imports run (the run lasts until they end).
  import: {
    players: 256,
    clients: 20,
    judges: 8,
    headJudges: 2,
    seconds: PACE.roundMs / 1000,
    maxSeconds: Number(process.env.LOAD_MAX_SECONDS ?? 900),
    pace: PACE,
    importPlayers: Number(option('--import-players') ?? 4500),
    largeExport: {
      players: Number(option('--export-players') ?? 4500),
      rounds: Number(option('--export-rounds') ?? 17),
    },
  },
};

const clients = (r: LoadResult) =>
  `${r.options.clients} (${r.options.judges} judges, ${r.options.headJudges} head judges, ${r.options.clients - r.options.judges - r.options.headJudges} phones)`;
const outcome = (r: LoadResult) =>
  `${r.conflicts} | ${r.errors.length} | ${r.lostUpdates} | ${r.standingsMismatches} | ${r.loadAverage.map((l) => l.toFixed(1)).join(' → ')} |`;
const writes = (r: LoadResult) => `${r.writes.requests} (${r.entries} entries, ${r.corrections} corrections)`;

const imports = (r: LoadResult) =>
  (r.imports ?? [])
    .map((i) => `${i.name} (${(i.bytes / 1_048_576).toFixed(2)} MiB): ${i.status} in ${i.seconds.toFixed(1)} s`)
    .join('; ');

const HEADERS = {
  import:
    '| database | imports meanwhile (job time) | clients | duration | writes | write p50 / p99 | reads | read p50 / p99 | errors | lost updates | standings wrong | load average |',
  paced:
    '| database | tables entered | clients | duration | offered reads/s + writes/s | achieved reads/s + writes/s | writes | write p50 / p99 | reads | read p50 / p99 | 409 conflicts (retried) | errors | lost updates | standings wrong | load average |',
  saturation:
    '| database | tables entered | clients | duration | writes | writes/s | write p50 / p99 | reads | reads/s | read p50 / p99 | 409 conflicts (retried) | errors | lost updates | standings wrong | load average |',
};

const ROWS = {
  import: (r: LoadResult) =>
    `| ${r.database} | ${imports(r)} | ${clients(r)} | ${r.seconds.toFixed(1)} s | ${writes(r)} | ${fmt(r.writes.p50)} / ${fmt(r.writes.p99)} ms | ` +
    `${r.reads.requests} | ${fmt(r.reads.p50)} / ${fmt(r.reads.p99)} ms | ${r.errors.length} | ${r.lostUpdates} | ${r.standingsMismatches} | ${r.loadAverage.map((l) => l.toFixed(1)).join(' → ')} |`,
  paced: (r: LoadResult) =>
    `| ${r.database} | ${r.entered} of ${r.tables} | ${clients(r)} | ${r.seconds.toFixed(1)} s | ${fmt(r.offered!.reads)} + ${fmt(r.offered!.writes)} | ` +
    `${fmt(r.reads.requests / r.seconds)} + ${fmt(r.writes.requests / r.seconds)} | ${writes(r)} | ${fmt(r.writes.p50)} / ${fmt(r.writes.p99)} ms | ` +
    `${r.reads.requests} | ${fmt(r.reads.p50)} / ${fmt(r.reads.p99)} ms | ${outcome(r)}`,
  saturation: (r: LoadResult) =>
    `| ${r.database} | ${r.entered} of ${r.tables} | ${clients(r)} | ${r.seconds.toFixed(1)} s | ${writes(r)} | ${fmt(r.writes.requests / r.seconds)} | ` +
    `${fmt(r.writes.p50)} / ${fmt(r.writes.p99)} ms | ${r.reads.requests} | ${fmt(r.reads.requests / r.seconds)} | ${fmt(r.reads.p50)} / ${fmt(r.reads.p99)} ms | ${outcome(r)}`,
};

const TITLES = {
  import: `Imports as jobs (#32): 20 paced clients (8 judges entering a 256-player venue's round over ${PACE.roundMs / 1000} s, 2 head judges correcting, 10 phones reading every ${PACE.phoneIntervalMs / 1000} s) while an organizer imports a TOM file of ${MODES.import.importPlayers} players, then the venue's own export.json, then an export of ${MODES.import.largeExport!.players} players and ${MODES.import.largeExport!.rounds} played rounds (the probe's largest import was 28 MiB), polling each job to its end.`,
  paced: `Paced: each phone reads every ${PACE.phoneIntervalMs / 1000} s ±25 %, the judges' slips spread over ${PACE.roundMs / 1000} s, each head judge corrects every ${PACE.correctionEveryMs / 1000} s ±25 %; latency from the planned send time.`,
  saturation: 'Saturation: every client sends again as soon as it is answered (latency here is clients ÷ throughput).',
};

const tables: string[] = [];
for (const m of mode === 'both' ? (['paced', 'saturation'] as const) : [mode as Mode]) {
  const rows: string[] = [];
  for (const kind of DATABASE_KINDS) {
    if (only && !only.includes(kind)) continue;
    const database = await openBenchDatabase(kind);
    if (!database) {
      process.stderr.write(`load (${kind}): no database, skipped\n`);
      continue;
    }
    process.stderr.write(`load ${m} (${kind}): ${MODES[m].players} players, ${MODES[m].clients} clients…\n`);
    const result = await runLoad(database, MODES[m]);
    await database.close();
    for (const error of result.errors.slice(0, 5))
      process.stderr.write(`  ${error.method} ${error.path}: ${error.status} ${error.body}\n`);
    process.stderr.write(`load ${m} (${kind}): ${result.alreadyEntered} slips found already entered\n`);
    rows.push(ROWS[m](result));
    process.stderr.write(`${rows.at(-1)}\n`);
  }
  tables.push([TITLES[m], '', HEADERS[m], `|${'---|'.repeat(HEADERS[m].split('|').length - 2)}`, ...rows].join('\n'));
}
const output = tables.join('\n\n');
console.log(output);

if (args.includes('--readme')) {
  await writeReadmeSection(mode === 'import' ? 'load-import' : 'load', output);
  process.stderr.write('README.md load tables updated\n');
}
process.exit(0);
