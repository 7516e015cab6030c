'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiSend } from '../../../lib/client';
import type { ApiError, EventTeamView, TeamSummary } from '../../../lib/apiTypes';
import { ErrorNote } from '../../components/ErrorNote';
import { TeamForm } from '../../teams/TeamForm';

const input = 'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5';
const small = 'rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100';

/** What the API's refusal names, so the organizer sees which field to fix (244). */
const withField = (error: ApiError): ApiError =>
  error.field ? { ...error, message: `${error.field}: ${error.message}` } : error;

/** Whether both members registered a deck of the format's size (Appendix A.B 1). */
function TeamDecks({ problems }: { problems: NonNullable<EventTeamView['decks']> }) {
  if (problems.length === 0) return <p className="text-xs text-emerald-700">Decks: both registered</p>;
  return <p className="text-xs text-amber-800">Decks: {problems.map((p) => p.message).join(' ')}</p>;
}

export function TeamList({ teams }: { teams: EventTeamView[] }) {
  if (teams.length === 0) return <p className="text-sm text-slate-500">No teams entered yet.</p>;
  return (
    <ul
      className="divide-y divide-slate-200 rounded border border-slate-200 bg-white text-sm"
      aria-label="Teams in the event"
    >
      {teams.map((team) => (
        <li key={team.teamId} className="px-3 py-2">
          <p className="font-medium">
            {team.name}
            {team.dropped && (
              <span className="ml-2 rounded bg-slate-200 px-1 text-xs text-slate-600">dropped (244)</span>
            )}
            {team.lateEntryRound > 1 && (
              <span className="ml-2 text-xs text-slate-500">late entry, from round {team.lateEntryRound}</span>
            )}
          </p>
          <p className="text-xs text-slate-500">
            {[team.affiliation, team.city, team.state, team.country].filter(Boolean).join(', ')}
          </p>
          <p>
            {team.members.map((m) => (
              <span key={m.playerId} className="mr-3">
                Player {m.seat}: {m.firstName} {m.lastName} ({m.dciNumber})
                {m.disqualified
                  ? ' — disqualified'
                  : m.droppedAfterRound !== null
                    ? ` — dropped after round ${m.droppedAfterRound}`
                    : ''}
              </span>
            ))}
          </p>
          {team.decks && <TeamDecks problems={team.decks} />}
        </li>
      ))}
    </ul>
  );
}

/** Team registration into a team event: pick a registered team or register a new one; Player A/B can be swapped until round 1 is paired. */
export function TeamEntries({
  eventId,
  teams,
  registry,
  roundsPaired,
}: {
  eventId: string;
  teams: EventTeamView[];
  registry: TeamSummary[];
  roundsPaired: number;
}) {
  const router = useRouter();
  const entered = new Set(teams.map((t) => t.teamId));
  const choices = registry.filter((t) => !entered.has(t.id));
  const [teamId, setTeamId] = useState('');
  const [refusal, setRefusal] = useState({ name: '', reason: '' });
  const [error, setError] = useState<ApiError | null>(null);

  async function enter(id: string) {
    if (!id) return setError({ code: 'TEAM_REQUIRED', field: 'teamId', message: 'Pick a team to enter.' });
    const sent = await apiSend('POST', '/events/:id/teams', { params: { id: eventId }, body: { teamId: id } });
    setError(sent.ok ? null : withField(sent.error));
    if (sent.ok) setTeamId('');
    router.refresh();
  }

  async function refuse() {
    const sent = await apiSend('POST', '/events/:id/team-name-refusals', { params: { id: eventId }, body: refusal });
    setError(sent.ok ? null : withField(sent.error));
    if (sent.ok) setRefusal({ name: '', reason: '' });
  }

  async function swap(team: EventTeamView) {
    const [a, b] = team.members;
    const sent = await apiSend('PATCH', '/events/:id/teams/:teamId', {
      params: { id: eventId, teamId: team.teamId },
      body: {
        seats: { A: b!.dciNumber, B: a!.dciNumber },
      },
    });
    setError(sent.ok ? null : withField(sent.error));
    router.refresh();
  }

  return (
    <section className="space-y-3" aria-label="Team registration">
      <h2 className="text-xl font-semibold">Teams ({teams.length})</h2>
      <div className="flex items-end gap-2">
        <label className="flex-1 text-sm">
          Registered team
          <select
            className="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5"
            value={teamId}
            onChange={(e) => setTeamId(e.target.value)}
          >
            <option value="">Pick a team…</option>
            {choices.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} — {t.members.map((m) => `${m.seat}: ${m.firstName} ${m.lastName}`).join(', ')}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => void enter(teamId)}
          className="rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover"
        >
          Enter team
        </button>
      </div>
      <ErrorNote error={error} />
      <TeamList teams={teams} />
      {roundsPaired === 0 && teams.length > 0 && (
        <div className="flex flex-wrap gap-2 text-xs text-slate-600">
          Player A/B is fixed once round 1 is paired (244). Swap:
          {teams.map((t) => (
            <button key={t.teamId} type="button" className={small} onClick={() => void swap(t)}>
              {t.name}
            </button>
          ))}
        </div>
      )}
      <details className="rounded border border-slate-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium">Refuse a team name (242)</summary>
        <div className="mt-3 flex flex-wrap items-end gap-2 text-sm">
          <label>
            Team name
            <input
              className={input}
              value={refusal.name}
              onChange={(e) => setRefusal({ ...refusal, name: e.target.value })}
              maxLength={120}
            />
          </label>
          <label className="flex-1">
            Reason (logged)
            <input
              className={input}
              value={refusal.reason}
              onChange={(e) => setRefusal({ ...refusal, reason: e.target.value })}
              maxLength={500}
            />
          </label>
          <button
            type="button"
            onClick={() => void refuse()}
            className="rounded border border-slate-300 px-3 py-1.5 hover:bg-slate-100"
          >
            Refuse name
          </button>
        </div>
      </details>
      <details className="rounded border border-slate-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium">Register a new team and enter it</summary>
        <div className="mt-3">
          <TeamForm onSaved={enter} />
        </div>
      </details>
    </section>
  );
}
