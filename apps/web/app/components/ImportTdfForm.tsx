'use client';

import { parseTdf, type TdfEvent } from '@tcg/domain/tdf';
import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { ApiError } from '../../lib/apiTypes';
import { apiUpload } from '../../lib/client';
import { ErrorNote } from './ErrorNote';

/** What the file holds, read in the browser with the parser the API uses. */
function Preview({ tdf }: { tdf: TdfEvent }) {
  const swiss = tdf.rounds.filter((r) => r.stage === 'swiss').length;
  const cut = tdf.rounds.length - swiss;
  return (
    <p className="text-sm text-slate-600" aria-live="polite">
      <span className="font-medium text-slate-900">{tdf.name}</span> on {tdf.date}: {tdf.players.length} players, {swiss} Swiss round{swiss === 1 ? '' : 's'}
      {cut > 0 && `, ${cut} top cut round${cut === 1 ? '' : 's'}`}
      {tdf.finished && ', finished'}.
    </p>
  );
}

/** An event brought in from TOM: the .tdf file is checked here, then sent as it is. */
export function ImportTdfForm() {
  const router = useRouter();
  const [text, setText] = useState<string | null>(null);
  const [tdf, setTdf] = useState<TdfEvent | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setTdf(null);
    setText(null);
    if (!file) return setError(null);
    const content = await file.text();
    const read = parseTdf(content);
    if (!read.ok) return setError(read.error);
    setError(null);
    setText(content);
    setTdf(read.value);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text === null) return;
    setBusy(true);
    const sent = await apiUpload<{ eventId: string }>('/imports/tdf', text, 'application/xml');
    if (!sent.ok) {
      setBusy(false);
      return setError(sent.error);
    }
    router.push(`/events/${sent.data.eventId}`);
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <label className="block text-sm">
        TOM file (.tdf)
        <input type="file" accept=".tdf,.xml,application/xml,text/xml" className="mt-1 block w-full text-sm" onChange={(e) => void choose(e)} />
      </label>
      {tdf && <Preview tdf={tdf} />}
      <ErrorNote error={error} />
      <button type="submit" disabled={busy || tdf === null} className="w-full rounded bg-amber-500 px-3 py-2 font-medium text-white hover:bg-amber-600 disabled:opacity-50">
        {busy ? 'Importing…' : 'Import event'}
      </button>
    </form>
  );
}
