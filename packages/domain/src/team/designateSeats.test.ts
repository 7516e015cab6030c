import { describe, expect, it } from 'vitest';
import { designateSeats } from './designateSeats.ts';
import { pals as team } from './testTeams.ts';

const seatOf = (result: ReturnType<typeof designateSeats>, dci: string) =>
  result.ok ? result.value.info.members.find((m) => m.dciNumber === dci)?.seat : undefined;

describe('designateSeats (244)', () => {
  it.each<[string, { A: string; B: string }, boolean, string | null, string | undefined, 'A' | 'B' | undefined]>([
    ['the same seats', { A: '12', B: '34' }, false, null, undefined, 'A'],
    ['swapped before round 1', { A: '34', B: '12' }, false, null, undefined, 'B'],
    ['swapped, written with padding and spaces', { A: '00 34', B: '0012' }, false, null, undefined, 'B'],
    ['swapped after round 1', { A: '34', B: '12' }, true, 'SEAT_LOCKED', 'seat', undefined],
    ['the same seats after round 1', { A: '12', B: '34' }, true, null, undefined, 'A'],
    ['a stranger as Player A', { A: '99', B: '34' }, false, 'SEATS_INVALID', 'seats.A', undefined],
    ['a stranger as Player B', { A: '12', B: '99' }, false, 'SEATS_INVALID', 'seats.B', undefined],
    ['one member twice', { A: '12', B: '12' }, false, 'SEATS_INVALID', 'seats.B', undefined],
  ])('%s', (_, seats, paired, code, field, seatOf12) => {
    const result = designateSeats(team, seats, paired);
    expect(result.ok ? null : result.error.code).toBe(code);
    expect(result.ok ? undefined : result.error.field).toBe(field);
    expect(seatOf(result, '12')).toBe(seatOf12);
  });
});
