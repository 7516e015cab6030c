'use client';

import { useState } from 'react';
import type { JudgeCallView } from '../../../../lib/apiTypes';
import { useSend } from '../../../../lib/useSend';
import { ErrorNote } from '../../../components/ErrorNote';

const plain = 'rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100';

/** Take the call (others then see who has it) and resolve it with a note. */
export function CallActions({ eventId, call }: { eventId: string; call: JudgeCallView }) {
  const { error, send } = useSend();
  const params = { id: eventId, callId: call.id };
  const [note, setNote] = useState('');
  return (
    <div className="mt-2 space-y-2">
      {call.claimedBy ? (
        <p className="text-slate-600">Taken by {call.claimedByName}</p>
      ) : (
        <button
          type="button"
          className={plain}
          onClick={() => void send('POST', '/events/:id/judge-calls/:callId/claim', { params })}
        >
          Take
        </button>
      )}
      <form
        className="flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send('POST', '/events/:id/judge-calls/:callId/resolve', { params, body: { note } });
        }}
      >
        <input
          aria-label="Ruling or note"
          placeholder="Ruling or note"
          className="grow rounded border border-slate-300 px-2 py-1"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <button type="submit" className={plain}>
          Resolve
        </button>
      </form>
      <ErrorNote error={error} />
    </div>
  );
}

/** One tap: the minutes from the call to its resolution become the match's time extension (216). */
export function CreditButton({ eventId, call }: { eventId: string; call: JudgeCallView }) {
  const { error, send } = useSend();
  if (call.creditedMinutes !== null)
    return <span className="text-emerald-700">{call.creditedMinutes} min added to the match</span>;
  if (!call.offeredMinutes) return <span className="text-slate-500">no time to add</span>;
  return (
    <span>
      <button
        type="button"
        className={plain}
        onClick={() =>
          void send('POST', '/events/:id/judge-calls/:callId/extension', { params: { id: eventId, callId: call.id } })
        }
      >
        Add {call.offeredMinutes} min extension
      </button>
      <ErrorNote error={error} />
    </span>
  );
}
