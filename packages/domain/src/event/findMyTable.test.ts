import { describe, expect, it } from 'vitest';
import { findMyTable, seatsOf, type RoundMatch } from './findMyTable.ts';

const p = (id: string, name: string, dciNumber: string) => ({ id, name, dciNumber });
const round: RoundMatch[] = [
  { table: 1, playerA: p('a', 'Zoë Ketchum', '1234567'), playerB: p('b', 'Misty Waterflower', '1239999') },
  { table: 2, playerA: p('c', 'Brock Harrison', '7654321'), playerB: p('d', 'Gary Oak', '5550001') },
  { table: null, playerA: p('e', 'Tracey Sketchit', '8888888'), playerB: null },
];
const seats = seatsOf(round);

describe('seatsOf', () => {
  it('seats both players of a table and the bye without table, opponent or seat', () => {
    expect(seats.find((s) => s.playerId === 'b')).toEqual({
      playerId: 'b',
      name: 'Misty Waterflower',
      dciNumber: '1239999',
      table: 1,
      opponent: 'Zoë Ketchum',
      seat: 'B',
    });
    expect(seats.find((s) => s.playerId === 'e')).toMatchObject({ table: null, opponent: null, seat: null });
  });
});

describe('findMyTable', () => {
  it.each([
    ['zoe', ['a']],
    ['KETCHUM zoë', ['a']],
    ['oak', ['d']],
    ['1234567', ['a']],
    ['123', ['a', 'b']],
    ['234', []],
    ['Tracey', ['e']],
    ['Nobody Atall', []],
    ['', []],
    ['  !! ', []],
  ])('%j finds %j', (query, ids) => {
    expect(findMyTable(seats, query).map((s) => s.playerId)).toEqual(ids);
  });
});
