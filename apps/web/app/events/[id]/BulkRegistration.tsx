'use client';

import { DIVISION_NAMES } from '@tcg/domain/division';
import { previewBulkRegistration, type BulkPreview } from '@tcg/domain/event';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ApiError, Registration } from '../../../lib/apiTypes';
import { apiSend } from '../../../lib/client';
import { ErrorNote } from '../../components/ErrorNote';
import { FileField } from '../../components/FileField';

const box = 'rounded border border-slate-200 bg-slate-50 p-2 text-sm';

/** What the list would do, before anything is stored: players added, duplicates, and wrong lines by number. */
function Preview({ preview }: { preview: BulkPreview }) {
  return (
    <div className="space-y-2">
      <section aria-label="Players to add" className={box}>
        <h4 className="font-medium">To add ({preview.add.length})</h4>
        <ul className="text-slate-700">
          {preview.add.map((e) => (
            <li key={e.line}>
              {e.firstName} {e.lastName} · {e.dciNumber}
              {e.division && ` · ${DIVISION_NAMES[e.division]}`}
              {e.birthYear && ` · born ${e.birthYear}`}
            </li>
          ))}
        </ul>
      </section>
      {preview.duplicates.length > 0 && (
        <section aria-label="Duplicates" className={box}>
          <h4 className="font-medium">Duplicates, left out ({preview.duplicates.length})</h4>
          <ul className="text-slate-700">
            {preview.duplicates.map((d) => (
              <li key={d.line}>
                Line {d.line}: {d.name}. {d.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {preview.wrong.length > 0 && (
        <section aria-label="Wrong lines" className="rounded border border-red-200 bg-red-50 p-2 text-sm">
          <h4 className="font-medium text-red-800">Wrong lines, left out ({preview.wrong.length})</h4>
          <ul className="text-red-800">
            {preview.wrong.map((w) => (
              <li key={w.line}>
                Line {w.line} “{w.text.slice(0, 60)}”: {w.error.message}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Paste or upload a list (CSV or one player a line: DCI number, first name, last name, optional division or year of birth). */
export function BulkRegistration({
  eventId,
  eventDate,
  players,
}: {
  eventId: string;
  eventDate: string;
  players: Registration[];
}) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = text.trim()
    ? previewBulkRegistration(
        text,
        players.map((p) => p.dciNumber),
        eventDate,
      )
    : null;

  function edit(next: string) {
    setText(next);
    setDone(null);
  }

  async function upload(file: File | undefined) {
    if (file) edit(await file.text());
  }

  async function register() {
    if (!preview || preview.add.length === 0) return;
    setBusy(true);
    const body = {
      players: preview.add.map(({ dciNumber, firstName, lastName, birthYear, division }) => ({
        dciNumber,
        firstName,
        lastName,
        birthYear,
        division,
      })),
    };
    const sent = await apiSend('POST', '/events/:id/players/bulk', { params: { id: eventId }, body: body });
    setBusy(false);
    if (!sent.ok) return setError(sent.error);
    setError(null);
    setDone(sent.data.length);
    setText('');
    router.refresh();
  }

  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer text-sm font-medium">Bulk registration: paste or upload a list</summary>
      <div className="mt-3 space-y-3">
        <label className="block text-sm">
          List of players, one a line: DCI no., given name, family name, and optionally a division or year of birth
          <textarea
            className="mt-1 block h-40 w-full rounded border border-slate-300 px-2 py-1.5 font-mono text-xs"
            value={text}
            onChange={(e) => edit(e.target.value)}
          />
        </label>
        <FileField
          label="Or upload a CSV file"
          accept=".csv,.txt,text/csv,text/plain"
          onFile={(file) => void upload(file)}
        />
        {preview && <Preview preview={preview} />}
        <ErrorNote error={error} />
        {done !== null && <p className="text-sm text-emerald-700">{done} players registered.</p>}
        <button
          type="button"
          disabled={busy || !preview || preview.add.length === 0}
          onClick={() => void register()}
          className="rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover disabled:opacity-50"
        >
          {preview && preview.add.length > 0
            ? `Register ${preview.add.length} player${preview.add.length === 1 ? '' : 's'}`
            : 'Register players'}
        </button>
      </div>
    </details>
  );
}
