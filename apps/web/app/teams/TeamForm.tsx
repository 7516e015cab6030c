'use client';

import { validateTeamInfo, type PlayerSeat, type TeamInfo } from '@tcg/domain/team';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../lib/apiTypes';
import { apiSend } from '../../lib/client';
import { WideSubmitButton } from '../components/SubmitButton';

const input = 'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5';
const seats: PlayerSeat[] = ['A', 'B'];
const emptyMember = (seat: PlayerSeat) => ({ dciNumber: '', firstName: '', lastName: '', seat });

/** The API and this form say `state`; the team rules say `stateProvince`. */
const fieldName = (field: string | undefined) => (field === 'stateProvince' ? 'state' : (field ?? ''));

/** The mark of a field the team rules require (241). */
const Required = () => (
  <span aria-hidden="true" className="ml-0.5 font-semibold text-red-700">
    *
  </span>
);

/** Team registration (241, 244): every problem is named in the browser before anything is posted; `onSaved` gets the team's id. */
export function TeamForm({ onSaved }: { onSaved?: (teamId: string) => void | Promise<void> } = {}) {
  const router = useRouter();
  const [details, setDetails] = useState({ name: '', affiliation: '', city: '', state: '', country: '' });
  const [members, setMembers] = useState(seats.map(emptyMember));
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setDetail = (key: keyof typeof details, value: string) => setDetails({ ...details, [key]: value });
  const setMember = (index: number, key: 'dciNumber' | 'firstName' | 'lastName', value: string) =>
    setMembers(members.map((m, i) => (i === index ? { ...m, [key]: value } : m)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { state, affiliation, ...rest } = details;
    const info: TeamInfo = { ...rest, stateProvince: state, members, ...(affiliation.trim() ? { affiliation } : {}) };
    const problems = validateTeamInfo(info);
    setSaved(null);
    if (problems.length > 0) return setErrors(problems.map((p) => ({ ...p, field: fieldName(p.field) })));
    setBusy(true);
    setErrors([]);
    const sent = await apiSend('POST', '/teams', {
      body: {
        ...rest,
        state,
        members,
        ...(affiliation.trim() ? { affiliation } : {}),
      },
    });
    setBusy(false);
    if (!sent.ok) return setErrors([sent.error]);
    setSaved(sent.status === 201 ? 'Team registered.' : 'Same two members: the team’s details were updated (243).');
    await onSaved?.(sent.data.id);
    router.refresh();
  }

  const text = (key: keyof typeof details, label: string, required = true) => (
    <label className="block text-sm">
      {label}
      {required && <Required />}
      <input
        className={input}
        name={key}
        value={details[key]}
        onChange={(e) => setDetail(key, e.target.value)}
        maxLength={120}
        required={required}
      />
    </label>
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label="Register a team"
    >
      <p className="text-xs text-slate-600">
        Fields marked <Required /> are required (241).
      </p>
      {text('name', 'Team name')}
      {text('affiliation', 'Affiliation (optional)', false)}
      {text('city', 'City')}
      {text('state', 'State / province')}
      {text('country', 'Country')}
      {members.map((member, index) => (
        <fieldset key={member.seat} className="space-y-2 rounded border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium">Player {member.seat}</legend>
          {(['dciNumber', 'firstName', 'lastName'] as const).map((key) => (
            <label key={key} className="block text-sm">
              {{ dciNumber: 'DCI number', firstName: 'First name', lastName: 'Last name' }[key]}
              <Required />
              <input
                className={input}
                name={`members[${index}].${key}`}
                value={member[key]}
                onChange={(e) => setMember(index, key, e.target.value)}
                maxLength={60}
                required
              />
            </label>
          ))}
        </fieldset>
      ))}
      {errors.length > 0 && (
        <ul role="alert" className="list-disc pl-5 text-sm text-red-700">
          {errors.map((e) => (
            <li key={`${e.field}-${e.code}`}>
              {e.message}
              {e.section && <span className="ml-1 text-slate-500">(section {e.section})</span>}
            </li>
          ))}
        </ul>
      )}
      {saved && (
        <p role="status" className="text-sm text-green-700">
          {saved}
        </p>
      )}
      <WideSubmitButton label="Register team" busyLabel="Saving…" busy={busy} />
    </form>
  );
}
