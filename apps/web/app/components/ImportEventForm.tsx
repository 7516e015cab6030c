'use client';

import { DIVISION_NAMES } from '@tcg/domain/division';
import { parseTdf, TDF_CATEGORY_DIVISIONS, type TdfEvent } from '@tcg/domain/tdf';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { ApiError, Job } from '../../lib/apiTypes';
import { apiRead, apiUpload } from '../../lib/client';
import { ErrorNote } from './ErrorNote';
import { FileField } from './FileField';
import { WideSubmitButton } from './SubmitButton';

const MODES: Record<string, string> = {
  TCG1DAY: 'League Cup / one-day event',
  LEAGUECHALLENGE: 'League Challenge',
  PRERELEASE: 'Prerelease',
  CUSTOM: 'custom event',
  PREMIER: 'Premier event',
  VGCPREMIER: 'VGC Premier event',
};

/** A pod's divisions, players and rounds: "Juniors + Seniors (12 players): 4 Swiss rounds, 2 top cut rounds". */
function podLine(tdf: TdfEvent, p: number): string {
  const pod = tdf.pods[p]!;
  const swiss = pod.rounds.filter((r) => r.stage === 'swiss').length;
  const cut = pod.rounds.length - swiss;
  const divisions = TDF_CATEGORY_DIVISIONS[pod.category].map((d) => DIVISION_NAMES[d]).join(' + ');
  return `${divisions} (${pod.players.length} players): ${swiss} Swiss round${swiss === 1 ? '' : 's'}${cut > 0 ? `, ${cut} top cut round${cut === 1 ? '' : 's'}` : ''}`;
}

/** What the file holds, read in the browser with the parser the API uses: event, mode, pods, cut and warnings. */
function Preview({ tdf }: { tdf: TdfEvent }) {
  const cuts = tdf.finalsOptions.filter((o) => o.cut > 0).map((o) => `Top ${o.cut} ${DIVISION_NAMES[o.division]}`);
  return (
    <div className="space-y-1 text-sm text-slate-600" aria-live="polite" data-testid="tdf-preview">
      <p>
        <span className="font-medium text-slate-900">{tdf.name}</span> on {tdf.date}: {MODES[tdf.mode] ?? tdf.mode}
        {tdf.gametype === 'VIDEO_GAME' && ' (video game, VGC)'}, {tdf.players.length} players,{' '}
        {tdf.finished ? 'finished' : tdf.pods.length === 0 ? 'in registration' : 'running'}.
      </p>
      {tdf.pods.length > 0 && (
        <ul className="list-disc pl-5">
          {tdf.pods.map((_, p) => (
            <li key={p}>{podLine(tdf, p)}</li>
          ))}
        </ul>
      )}
      <p>Top cut: {cuts.length > 0 ? cuts.join(', ') : 'none'}.</p>
      {tdf.warnings.length > 0 && (
        <div className="rounded border border-amber-300 bg-amber-50 p-2 text-amber-900">
          <p className="font-medium">
            Imported with {tdf.warnings.length} warning{tdf.warnings.length === 1 ? '' : 's'} (nothing that changes a
            pairing or a result):
          </p>
          <ul className="list-disc pl-5">
            {tdf.warnings.map((w, i) => (
              <li key={i}>
                <code>{w.element}</code>: {w.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** What a file would import: a TOM file read with the API's parser, or the app's own export (export.json). */
type Chosen =
  | { kind: 'tdf'; text: string; tdf: TdfEvent }
  | { kind: 'export'; text: string; name: string; players: number; rounds: number };

function read(name: string, text: string): Chosen | ApiError {
  if (name.toLowerCase().endsWith('.json')) {
    try {
      const doc = JSON.parse(text) as {
        format?: string;
        event?: { name?: string };
        players?: unknown[];
        rounds?: unknown[];
      };
      if (doc.format !== 'tcg-event')
        return { code: 'BAD_REQUEST', message: 'This JSON file is not an event exported by this app (export.json).' };
      return {
        kind: 'export',
        text,
        name: String(doc.event?.name ?? ''),
        players: doc.players?.length ?? 0,
        rounds: doc.rounds?.length ?? 0,
      };
    } catch {
      return { code: 'BAD_REQUEST', message: 'This file is not JSON: export the event again.' };
    }
  }
  const tdf = parseTdf(text);
  return tdf.ok ? { kind: 'tdf', text, tdf: tdf.value } : tdf.error;
}

const POLL_MS = 500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The import job's progress as the API reports it (#32): queued, then done of total. */
function JobProgress({ job }: { job: Job }) {
  const percent = job.total > 0 ? Math.round((100 * job.done) / job.total) : 0;
  return (
    <div className="space-y-1 text-sm text-slate-600" aria-live="polite">
      <p>{job.status === 'queued' ? 'Waiting for the import before it…' : `Importing: ${percent}%`}</p>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full rounded bg-slate-200"
      >
        <div className="h-2 rounded bg-action" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** An event brought in from TOM (.tdf) or from another installation (export.json): checked here, then sent as it is. */
export function ImportEventForm() {
  const router = useRouter();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<Job | null>(null);

  /** Polls the job until it ends: to the new event when it succeeded, its error when it failed. */
  async function follow(jobId: string) {
    for (;;) {
      const read = await apiRead('/jobs/:id', { params: { id: jobId } });
      if (!read.ok) return read.error;
      setJob(read.data);
      if (read.data.status === 'succeeded' && read.data.result)
        return router.push(`/events/${read.data.result.eventId}`);
      if (read.data.status === 'failed')
        return read.data.error ?? { code: 'INTERNAL_ERROR', message: 'The import failed.' };
      await pause(POLL_MS);
    }
  }

  async function choose(file: File | undefined) {
    setChosen(null);
    if (!file) return setError(null);
    const result = read(file.name, await file.text());
    if ('code' in result) return setError(result);
    setError(null);
    setChosen(result);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) return;
    setBusy(true);
    setError(null);
    const sent =
      chosen.kind === 'tdf'
        ? await apiUpload('/imports/tdf', chosen.text, 'application/xml')
        : await apiUpload('/imports/event', chosen.text, 'application/json');
    const failed = sent.ok ? await follow(sent.data.jobId) : sent.error;
    if (failed) {
      setBusy(false);
      setJob(null);
      setError(failed);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <FileField
        label="TOM file (.tdf) or an event exported by this app (.json)"
        accept=".tdf,.xml,.json,application/xml,text/xml,application/json"
        onFile={(file) => void choose(file)}
      />
      {chosen?.kind === 'tdf' && <Preview tdf={chosen.tdf} />}
      {chosen?.kind === 'export' && (
        <p className="text-sm text-slate-600" aria-live="polite">
          <span className="font-medium text-slate-900">{chosen.name}</span>: {chosen.players} players, {chosen.rounds}{' '}
          rounds, with its audit trail.
        </p>
      )}
      {job && <JobProgress job={job} />}
      <ErrorNote error={error} />
      <WideSubmitButton label="Import event" busyLabel="Importing…" busy={busy} ready={chosen !== null} />
    </form>
  );
}
