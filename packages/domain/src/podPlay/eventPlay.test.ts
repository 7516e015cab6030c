import { describe, expect, it } from 'vitest';
import { eventPlay } from './eventPlay.ts';

describe('eventPlay', () => {
  it.each([
    [{}, { type: 'swiss' }],
    [{ type: 'swiss', scoring: { policy: 'dci2003' } }, { type: 'swiss' }],
    [
      { type: 'pods', tableSize: 4, scoring: { by: 'place', points: [4, 2, 1, 0] } },
      { type: 'pods', tableSize: 4, scoring: { by: 'place', points: [4, 2, 1, 0] } },
    ],
    [
      { type: 'pods', tableSize: 6, scoring: { by: 'points' }, bestOf: 1 },
      { type: 'pods', tableSize: 6, scoring: { by: 'points' } },
    ],
  ])('%j plays %j', (input, expected) => {
    expect(eventPlay(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [{ type: 'league' }, 'type'],
    [{ tableSize: 4 }, 'tableSize'],
    [{ scoring: { by: 'win' } }, 'scoring.by'],
    [{ scoring: { points: [3, 1] } }, 'scoring.points'],
    [{ type: 'pods', scoring: { by: 'win' } }, 'tableSize'],
    [{ type: 'pods', tableSize: 7, scoring: { by: 'win' } }, 'tableSize'],
    [{ type: 'pods', tableSize: 4, scoring: { policy: 'dci2003' } }, 'scoring.policy'],
    [{ type: 'pods', tableSize: 4, scoring: { by: 'win' }, teams: true }, 'teams'],
    [{ type: 'pods', tableSize: 4, scoring: { by: 'win' }, bestOf: 3 }, 'bestOf'],
  ])('refuses %j naming %s', (input, field) => {
    expect(eventPlay(input)).toMatchObject({ ok: false, error: { field } });
  });
});
