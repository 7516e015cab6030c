'use client';

import {
  DIVISION_AGES,
  DIVISION_NAMES,
  validateDivisionGroups,
  validateGroupRounds,
  type Division,
} from '@tcg/domain/division';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ApiError, EventDetail } from '../../../lib/apiTypes';
import { apiSend } from '../../../lib/client';
import { ErrorNote } from '../../components/ErrorNote';
import { ShortNumberInput } from '../../components/ShortNumberInput';

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
    const sent = await apiSend('PUT', '/events/:id/divisions', { params: { id: event.id }, body: { groups } });
    setError(sent.ok ? null : sent.error);
    if (sent.ok) router.refresh();
  }

  async function saveRounds(groupRounds: (number | null)[]) {
    const checked = validateGroupRounds(groupRounds, event.divisionGroups);
    if (!checked.ok) return setError(checked.error);
    const sent = await apiSend('PUT', '/events/:id/divisions', {
      params: { id: event.id },
      body: { groups: event.divisionGroups, groupRounds },
    });
    setError(sent.ok ? null : sent.error);
    if (sent.ok) router.refresh();
  }

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <label className="block font-medium">
        Age divisions (Play! Pokémon), paired together
        <select
          className="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5 font-normal"
          value={choice}
          onChange={(e) => void save(e.target.value)}
        >
          <option value="none">No age divisions</option>
          {CHOICES.map((groups) => (
            <option key={keyOf(groups)} value={keyOf(groups)}>
              {label(groups)}
            </option>
          ))}
        </select>
      </label>
      <p className="mt-1 text-xs text-slate-500">
        By the age reached in the event’s year: Juniors {DIVISION_AGES.juniors} and under, Seniors{' '}
        {DIVISION_AGES.juniors + 1}–{DIVISION_AGES.seniors}, Masters {DIVISION_AGES.seniors + 1} and over; the organizer
        may set a player’s division. Standings are per division.
      </p>
      {event.divisionGroups && event.roundsPaired === 0 && (
        <GroupRoundsForm
          key={JSON.stringify([event.divisionGroups, event.groupRounds])}
          event={event}
          groups={event.divisionGroups}
          onSave={saveRounds}
        />
      )}
      <ErrorNote error={error} />
    </div>
  );
}

/** Each group's own number of Swiss rounds (empty: the event's), fixed with the groups when round 1 is paired (210). */
function GroupRoundsForm({
  event,
  groups,
  onSave,
}: {
  event: EventDetail;
  groups: Division[][];
  onSave: (rounds: (number | null)[]) => Promise<void>;
}) {
  const [rounds, setRounds] = useState(groups.map((_, i) => String(event.groupRounds?.[i] ?? '')));
  const eventRounds = event.rounds ?? event.recommendedRounds.rounds;
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-3"
      aria-label="Swiss rounds per division group"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(rounds.map((r) => (r.trim() === '' ? null : Number(r))));
      }}
    >
      {groups.map((group, i) => (
        <label key={label([group])} className="block">
          {label([group])}: Swiss rounds
          <ShortNumberInput
            className="ml-1"
            min={1}
            max={20}
            placeholder={String(eventRounds)}
            value={rounds[i]}
            onValue={(value) => setRounds(rounds.map((r, j) => (j === i ? value : r)))}
          />
        </label>
      ))}
      <button type="submit" className="rounded bg-action px-3 py-1.5 font-medium text-white hover:bg-action-hover">
        Set rounds per group
      </button>
      <p className="w-full text-xs text-slate-500">
        Empty: the event’s Swiss rounds. A group whose rounds are over is not paired again; its division’s top cut can
        start while others play on.
      </p>
    </form>
  );
}
