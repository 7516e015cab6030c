import { describe, expect, it } from 'vitest';
import { limitsFor, planSegments, type Segment } from './plan.ts';
import { fieldOf, groupsInput } from './testFields.ts';

const shape = (segments: Segment[]) =>
  segments.map((s) => [s.kind, s.players.length, s.passTo, s.kind === 'exact' ? s.bye : '-']);

describe('limitsFor', () => {
  it('grows the pieces with the most players anyone has met or must avoid', () => {
    expect(limitsFor(0)).toEqual({ windowMin: 24, fringe: 16, bulkGroup: 40, windowMax: 160 });
    expect(limitsFor(9)).toEqual({ windowMin: 34, fringe: 26, bulkGroup: 60, windowMax: 160 });
    expect(limitsFor(50)).toEqual({ windowMin: 116, fringe: 108, bulkGroup: 224, windowMax: 348 });
  });
});

describe('planSegments', () => {
  const limits = limitsFor(0);

  it('pairs large groups in bulk and the small groups below them with a fringe of the large one', () => {
    const field = fieldOf(groupsInput([1, 3, 200, 5, 300, 2]));
    const segments = planSegments(field, null, limits);
    expect(shape(segments)).toEqual([
      ['exact', 4, 2, false],
      ['bulk', 184, 2, '-'],
      ['exact', 21, 4, false],
      ['bulk', 284, 4, '-'],
      ['exact', 18, null, false],
    ]);
    expect(segments.flatMap((s) => s.players).sort((a, b) => a - b)).toEqual(field.ids.map((_, i) => i));
  });

  it('puts the bye in the window holding the bye group, with its bye candidates in the fringe', () => {
    const input = groupsInput([100, 100, 101], (id) => ({ hadBye: id.startsWith('g1') && Number(id.slice(3)) >= 10 }));
    const field = fieldOf(input);
    const segments = planSegments(field, 1, limits);
    expect(shape(segments)).toEqual([
      ['bulk', 100, 1, '-'],
      ['bulk', 84, 1, '-'],
      ['exact', 16, 2, true],
      ['bulk', 101, null, '-'],
    ]);
    const fringe = segments[2]!.players.map((p) => field.ids[p]);
    expect(fringe.filter((id) => !input.players.find((p) => p.id === id)!.hadBye)).toHaveLength(10);
  });

  it('closes a window of small groups before it outgrows the limit', () => {
    const segments = planSegments(fieldOf(groupsInput([30, 30, 30, 30, 30, 30, 30])), null, limits);
    expect(shape(segments)).toEqual([
      ['exact', 150, 5, false],
      ['exact', 60, null, false],
    ]);
  });

  it('folds a last window too small to pair safely into the one above', () => {
    const segments = planSegments(fieldOf(groupsInput([39, 39, 39, 39, 10])), null, limits);
    expect(shape(segments)).toEqual([['exact', 166, null, false]]);
  });
});
