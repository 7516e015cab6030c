import type { Metadata } from 'next';
import { apiGet, readOrProblem } from '../../lib/api';
import type { TeamSummary } from '../../lib/apiTypes';
import { TeamForm } from './TeamForm';

export const metadata: Metadata = { title: 'Teams · TCG Tournaments' };

export const dynamic = 'force-dynamic';

function TeamList({ teams }: { teams: TeamSummary[] }) {
  if (teams.length === 0) return <p className="text-slate-500">No teams yet: register the first one.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="Teams">
      {teams.map((team) => (
        <li key={team.id} className="px-4 py-3">
          <p className="font-medium text-slate-900">
            {team.name}
            {team.affiliation && <span className="ml-2 text-sm font-normal text-slate-500">{team.affiliation}</span>}
          </p>
          <p className="text-sm text-slate-500">
            {team.city}, {team.state}, {team.country}
          </p>
          <p className="text-sm text-slate-700">
            {team.members.map((m) => `Player ${m.seat}: ${m.firstName} ${m.lastName} (${m.dciNumber})`).join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default async function TeamsPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const { q } = await searchParams;
  const { data: teams, problem } = await readOrProblem(() => apiGet('/teams', { query: { q: q || undefined } }));
  return (
    <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
      <section>
        <h1 className="mb-4 text-2xl font-semibold">Teams</h1>
        <form className="mb-4 flex gap-2" role="search">
          <input
            name="q"
            defaultValue={q ?? ''}
            placeholder="Search team names"
            className="flex-1 rounded border border-slate-300 bg-white px-2 py-1.5"
            aria-label="Search team names"
          />
          <button type="submit" className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm">
            Search
          </button>
        </form>
        {teams ? (
          <TeamList teams={teams} />
        ) : (
          <p role="alert" className="text-red-700">
            {problem}
          </p>
        )}
      </section>
      <section>
        <h2 className="mb-4 text-xl font-semibold">Register a team</h2>
        <TeamForm />
      </section>
    </div>
  );
}
