'use client';

import { DIVISION_NAMES, DIVISIONS, playerDivision, validateBirthYear, type Division } from '@tcg/domain/division';
import { findPlayers, validatePlayerEntry, type PlayerEntry } from '@tcg/domain/event';
import type { Result } from '@tcg/domain/shared';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { apiSend, type Sent } from '../../../lib/client';
import type { ApiError, Registration } from '../../../lib/apiTypes';
import { ConfirmStep } from '../../components/ConfirmStep';
import { ErrorNote } from '../../components/ErrorNote';
import { SubmitButton } from '../../components/SubmitButton';
import { field } from '../../components/field';
import { TextField } from '../../components/TextField';
import { BulkRegistration } from './BulkRegistration';

const small = 'rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100';

function statusOf(p: Registration): string {
  if (p.disqualified) return `disqualified: ${p.disqualifiedReason ?? ''}`;
  if (p.droppedAfterRound !== null) return `dropped after round ${p.droppedAfterRound}`;
  if (p.lateEntryRound > 1) return `late entry, from round ${p.lateEntryRound}`;
  return '';
}

interface FormEntry {
  dciNumber: string;
  firstName: string;
  lastName: string;
  birthYear: string;
  division: string;
}

/** The body of a registration or an edit; the year of birth and division only when the event has age divisions. */
type EntryBody = PlayerEntry & { birthYear?: number | null; division?: Division | null };

function entryBody(entry: FormEntry, divisions: boolean, eventDate: string): Result<EntryBody> {
  const checked = validatePlayerEntry(entry);
  if (!checked.ok || !divisions) return checked;
  const birthYear = entry.birthYear.trim() ? validateBirthYear(Number(entry.birthYear), eventDate) : null;
  if (birthYear && !birthYear.ok) return birthYear;
  return {
    ok: true,
    value: {
      ...checked.value,
      birthYear: birthYear?.value ?? null,
      division: DIVISIONS.find((d) => d === entry.division) ?? null,
    },
  };
}

const blank: FormEntry = { dciNumber: '', firstName: '', lastName: '', birthYear: '', division: '' };

function PlayerForm({
  initial,
  submitLabel,
  divisions,
  eventDate,
  onSubmit,
}: {
  initial: FormEntry;
  submitLabel: string;
  divisions: boolean;
  eventDate: string;
  onSubmit: (body: EntryBody) => Promise<ApiError | null>;
}) {
  const [entry, setEntry] = useState(initial);
  const [error, setError] = useState<ApiError | null>(null);
  const dciNumber = useRef<HTMLInputElement>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = entryBody(entry, divisions, eventDate);
    if (!body.ok) return setError(body.error);
    const problem = await onSubmit(body.value);
    setError(problem);
    if (problem) return;
    setEntry(initial);
    dciNumber.current?.focus();
  }
  const set = (key: keyof FormEntry) => (e: { target: { value: string } }) =>
    setEntry({ ...entry, [key]: e.target.value });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid grid-cols-3 gap-2">
      <label className="text-sm">
        DCI number
        <input
          ref={dciNumber}
          className={field}
          inputMode="numeric"
          value={entry.dciNumber}
          onChange={set('dciNumber')}
        />
      </label>
      <label className="text-sm">
        First name
        <input className={field} value={entry.firstName} onChange={set('firstName')} />
      </label>
      <label className="text-sm">
        Last name
        <input className={field} value={entry.lastName} onChange={set('lastName')} />
      </label>
      {divisions && (
        <>
          <label className="text-sm">
            Year of birth
            <input className={field} inputMode="numeric" value={entry.birthYear} onChange={set('birthYear')} />
          </label>
          <label className="col-span-2 text-sm">
            Division
            <select className={field} value={entry.division} onChange={set('division')}>
              <option value="">From the year of birth</option>
              {DIVISIONS.map((d) => (
                <option key={d} value={d}>
                  {DIVISION_NAMES[d]}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <div className="col-span-3 flex items-center gap-3">
        <SubmitButton>{submitLabel}</SubmitButton>
        <ErrorNote error={error} />
      </div>
    </form>
  );
}

type Pending = { kind: 'drop' | 'disqualify'; player: Registration };

/** What a drop or a disqualification will do, asked once in the page with its reason. */
function PlayerAction({
  pending,
  roundsPaired,
  onConfirm,
  onCancel,
}: {
  pending: Pending;
  roundsPaired: number;
  onConfirm: (reason: string) => Promise<ApiError | null>;
  onCancel: () => void;
}) {
  const { kind, player } = pending;
  const after = roundsPaired === 0 ? 'before round 1' : `after round ${roundsPaired}`;
  return kind === 'drop' ? (
    <ConfirmStep
      statement={`Drop ${player.name} ${after}: not paired from the next round on (DCI Universal Tournament Rules). It can be undone until the next round is paired.`}
      confirmLabel={`Drop ${player.name}`}
      reason={{ label: 'Reason (optional, kept in the audit trail)', required: false }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  ) : (
    <ConfirmStep
      statement={`Disqualify ${player.name} ${after}: out of the event and the standings for good; results already played stand for the opponents.`}
      confirmLabel={`Disqualify ${player.name}`}
      reason={{ label: 'Reason for the disqualification', required: true }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

interface PanelProps {
  eventId: string;
  eventDate: string;
  /** The event has Play! Pokémon age divisions: players carry a year of birth and a division. */
  divisions?: boolean;
  players: Registration[];
  roundsPaired: number;
  /** Someone may still enter (eventPhase): otherwise the form gives way to a note. */
  registrationOpen?: boolean;
  teamEvent?: boolean;
  /** Pod play: a late entrant simply scores nothing for the rounds missed. */
  podPlay?: boolean;
}

/** `teamEvent`: players enter with their team (TeamEntries); here the members are dropped or disqualified, which drops the team (244). */
export function RegistrationPanel({
  eventId,
  eventDate,
  divisions = false,
  players,
  roundsPaired,
  registrationOpen = true,
  teamEvent = false,
  podPlay = false,
}: PanelProps) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const shown = findPlayers(players, query);

  /** The API's refusal, or null once the write is done and the page read again. */
  async function refusal<T>(sending: Promise<Sent<T>>): Promise<ApiError | null> {
    const sent = await sending;
    if (!sent.ok) return sent.error;
    router.refresh();
    return null;
  }
  async function confirm(reason: string): Promise<ApiError | null> {
    if (!pending) return null;
    const { kind, player } = pending;
    const params = { id: eventId, playerId: player.id };
    const problem = await refusal(
      kind === 'drop'
        ? apiSend('POST', '/events/:id/players/:playerId/drop', { params, body: reason ? { reason } : undefined })
        : apiSend('POST', '/events/:id/players/:playerId/disqualify', { params, body: { reason } }),
    );
    if (!problem) setPending(null);
    return problem;
  }
  const [undoError, setUndoError] = useState<ApiError | null>(null);
  const undoDrop = async (p: Registration) =>
    setUndoError(
      await refusal(
        apiSend('POST', '/events/:id/players/:playerId/undo-drop', { params: { id: eventId, playerId: p.id } }),
      ),
    );

  return (
    <section aria-label="Registration" className="space-y-3">
      <h2 className="text-xl font-semibold">Players ({players.length})</h2>
      {registrationOpen && roundsPaired > 0 && (
        <p className="text-sm text-slate-500">
          Players entering now start in round {roundsPaired + 1};{' '}
          {podPlay ? 'the rounds missed score nothing' : 'each missed round is a match loss'}.
        </p>
      )}
      <div className="grid gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {teamEvent ? (
          <p className="text-sm text-slate-500">
            Team members: dropping or disqualifying either player drops the whole team (244).
          </p>
        ) : registrationOpen ? (
          <PlayerForm
            initial={blank}
            submitLabel="Register player"
            divisions={divisions}
            eventDate={eventDate}
            onSubmit={(body) => refusal(apiSend('POST', '/events/:id/players', { params: { id: eventId }, body }))}
          />
        ) : (
          <p className="text-sm text-slate-600">
            Registration is closed: every Swiss round is paired, so no one can enter any more.
          </p>
        )}
        <div>
          <TextField
            label={
              <>
                Search players <span className="text-slate-500">(typos forgiven)</span>
              </>
            }
            type="search"
            value={query}
            onValue={setQuery}
            placeholder="Name or DCI number"
          />
          {query.trim() && (
            <p className="mt-1 text-xs text-slate-500">
              {shown.length === 0
                ? 'No registered player matches.'
                : `${shown.length} of ${players.length} players match.`}
            </p>
          )}
        </div>
      </div>
      {registrationOpen && !teamEvent && <BulkRegistration eventId={eventId} eventDate={eventDate} players={players} />}
      <ErrorNote error={undoError} />
      <ul aria-label="Players" className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {shown.map((p) => (
          <li key={p.id} className="px-3 py-2 text-sm">
            <div className="flex items-center justify-between gap-2">
              <div>
                <span className="font-medium">{p.name}</span> <span className="text-slate-500">· {p.dciNumber}</span>
                {divisions && (
                  <span className="ml-2 text-xs text-slate-500">{DIVISION_NAMES[playerDivision(p, eventDate)]}</span>
                )}
                {statusOf(p) && <span className="ml-2 text-xs text-slate-500">{statusOf(p)}</span>}
              </div>
              <div className="flex gap-1">
                <button
                  className={small}
                  onClick={() => setEditing(editing === p.id ? null : p.id)}
                  aria-label={`Edit ${p.name}`}
                  aria-expanded={editing === p.id}
                >
                  Edit
                </button>
                {!p.disqualified && p.droppedAfterRound === null && (
                  <button
                    className={small}
                    onClick={() => setPending({ kind: 'drop', player: p })}
                    aria-label={`Drop ${p.name}…`}
                  >
                    Drop
                  </button>
                )}
                {!p.disqualified && p.droppedAfterRound !== null && (
                  <button className={small} onClick={() => void undoDrop(p)} aria-label={`Undo drop of ${p.name}`}>
                    Undo drop
                  </button>
                )}
                {!p.disqualified && (
                  <button
                    className={small}
                    onClick={() => setPending({ kind: 'disqualify', player: p })}
                    aria-label={`Disqualify ${p.name}…`}
                  >
                    Disqualify
                  </button>
                )}
              </div>
            </div>
            {pending?.player.id === p.id && (
              <div className="mt-2">
                <PlayerAction
                  key={pending.kind}
                  pending={pending}
                  roundsPaired={roundsPaired}
                  onConfirm={confirm}
                  onCancel={() => setPending(null)}
                />
              </div>
            )}
            {editing === p.id && (
              <div className="mt-2">
                <PlayerForm
                  initial={{
                    dciNumber: p.dciNumber,
                    firstName: p.firstName,
                    lastName: p.lastName,
                    birthYear: p.birthYear?.toString() ?? '',
                    division: p.division ?? '',
                  }}
                  submitLabel="Save"
                  divisions={divisions}
                  eventDate={eventDate}
                  onSubmit={async (body) => {
                    const problem = await refusal(
                      apiSend('PATCH', '/events/:id/players/:playerId', {
                        params: { id: eventId, playerId: p.id },
                        body,
                      }),
                    );
                    if (!problem) setEditing(null);
                    return problem;
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
