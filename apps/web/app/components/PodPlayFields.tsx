'use client';

import { DEFAULT_POD_ROUNDS, MAX_TABLE_SIZE, MIN_TABLE_SIZE } from '@tcg/domain/podPlay';

const field = 'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5';

export interface PodPlayChoice {
  tableSize: number;
  by: 'place' | 'points' | 'win';
  /** Points per place as typed: "4, 2, 1, 0". */
  placePoints: string;
  rounds: number;
  measure: string;
}

export const NEW_POD_PLAY: PodPlayChoice = {
  tableSize: 4,
  by: 'place',
  placePoints: '4, 2, 1, 0',
  rounds: DEFAULT_POD_ROUNDS,
  measure: '',
};

/** The creation body's pod-play part: type, table size, rounds and scoring. */
export function podPlayBody(choice: PodPlayChoice) {
  const points = choice.placePoints
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
  const measure = choice.measure.trim() ? { measure: { name: choice.measure.trim(), better: 'higher' } } : {};
  return {
    type: 'pods',
    tableSize: choice.tableSize,
    rounds: choice.rounds,
    scoring: { by: choice.by, ...(choice.by === 'place' ? { points } : {}), ...measure },
  };
}

/** Casual multiplayer tables: their size, the rounds, and how a table scores. */
export function PodPlayFields({
  choice,
  onChange,
}: {
  choice: PodPlayChoice;
  onChange: (next: PodPlayChoice) => void;
}) {
  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">Pod play</legend>
      <div className="grid grid-cols-2 gap-3">
        <label className="block text-sm">
          Players per table
          <input
            className={field}
            type="number"
            min={MIN_TABLE_SIZE}
            max={MAX_TABLE_SIZE}
            value={choice.tableSize}
            onChange={(e) => onChange({ ...choice, tableSize: Number(e.target.value) })}
          />
        </label>
        <label className="block text-sm">
          Rounds
          <input
            className={field}
            type="number"
            min={1}
            max={20}
            value={choice.rounds}
            onChange={(e) => onChange({ ...choice, rounds: Number(e.target.value) })}
          />
        </label>
      </div>
      <label className="block text-sm">
        Scoring
        <select
          className={field}
          value={choice.by}
          onChange={(e) => onChange({ ...choice, by: e.target.value as PodPlayChoice['by'] })}
        >
          <option value="place">By place at the table</option>
          <option value="points">Points reported per player</option>
          <option value="win">Win or loss</option>
        </select>
      </label>
      {choice.by === 'place' && (
        <label className="block text-sm">
          Points for 1st, 2nd, … (ties share the points of the places they span)
          <input
            className={field}
            value={choice.placePoints}
            onChange={(e) => onChange({ ...choice, placePoints: e.target.value })}
          />
        </label>
      )}
      <label className="block text-sm">
        Tiebreak measure, optional (e.g. badges; higher is better)
        <input
          className={field}
          value={choice.measure}
          maxLength={40}
          onChange={(e) => onChange({ ...choice, measure: e.target.value })}
        />
      </label>
    </fieldset>
  );
}
