import { describe, expect, it } from 'vitest';
import { checkPairingInput } from './input.ts';

const player = (id: string, points = 0) => ({ id, points, opponents: [], hadBye: false });

describe('checkPairingInput', () => {
  it('accepts each Active player once', () => {
    const input = { round: 1, players: [player('A'), player('B')] };
    expect(checkPairingInput(input)).toEqual({ ok: true, value: input });
  });

  it('refuses a player listed twice', () => {
    expect(checkPairingInput({ round: 1, players: [player('A'), player('B'), player('A')] })).toEqual({
      ok: false,
      error: { code: 'DUPLICATE_PLAYER', message: 'player A is listed twice', section: '210', field: 'players.2.id' },
    });
  });

  it('refuses match points that are not a number', () => {
    const result = checkPairingInput({ round: 1, players: [player('A', Number.NaN)] });
    expect(result.ok || result.error.code).toBe('INVALID_POINTS');
  });
});
