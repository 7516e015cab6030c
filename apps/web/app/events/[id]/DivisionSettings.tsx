'use client';

import { DIVISION_AGES, DIVISION_NAMES, validateDivisionGroups, type Division } from '@tcg/domain/division';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ApiError, EventDetail } from '../../../lib/apiTypes';
import { apiSend } from '../../../lib/client';
import { ErrorNote } from '../../components/ErrorNote';

/** Every way to pair the three divisions: together, in two groups, or each apart. */
const CHOICES: Division[][][] = [
  [['juniors', 'seniors', 'masters']],
  [['juniors', 'seniors'], ['masters']],
  [['juniors'], ['seniors', 'masters']],
  [['juniors', 'masters'], ['seniors']],
  [['juniors'], ['seniors'], ['masters']],
];

const label = (groups: Division[][]) => groups.map((g) => g.map((d) => DIVISION_NAMES[d]).join(' + ')).join(' · ');
const keyOf = (groups: Division[][] | null) => (groups ? JSON.stringify(groups) : 'none');

/** Play! Pokémon age divisions (organizer, before round 1): whether the event has them and which are paired together. */
export function DivisionSettings({ event }: { event: EventDetail }) {
  const router = useRouter();
  const [choice, setChoice] = useState(keyOf(event.divisionGroups));
  const [error, setError] = useState<ApiError | null>(null);

  async function save(next: string) {
    setChoice(next);
    const groups = next === 'none' ? null : (JSON.parse(next) as Division[][]);
    const checked = validateDivisionGroups(groups, { policy: event.scoring.policy, roundsPaired: event.roundsPaired });
    if (!checked.ok) return setError(checked.error);
    const sent = await apiSend('PUT', `/events/${event.id}/divisions`, { groups });
    setError(sent.ok ? null : sent.error);
    if (sent.ok) router.refresh();
  }

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <label className="block font-medium">
        Age divisions (Play! Pokémon), paired together
        <select className="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5 font-normal" value={choice} onChange={(e) => void save(e.target.value)}>
          <option value="none">No age divisions</option>
          {CHOICES.map((groups) => (
            <option key={keyOf(groups)} value={keyOf(groups)}>
              {label(groups)}
            </option>
          ))}
        </select>
      </label>
      <p className="mt-1 text-xs text-slate-500">
        By the age reached in the event’s year: Juniors {DIVISION_AGES.juniors} and under, Seniors {DIVISION_AGES.juniors + 1}–{DIVISION_AGES.seniors}, Masters {DIVISION_AGES.seniors + 1} and over; the
        organizer may set a player’s division. Standings are per division.
      </p>
      <ErrorNote error={error} />
    </div>
  );
}
