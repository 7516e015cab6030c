import { describe, expect, it } from 'vitest';
import { energyAnnounced } from './energyAnnounced.ts';

describe('energyAnnounced (233)', () => {
  it.each([
    [{ provided: false as const }, true],
    [{ provided: true as const, perPlayer: 20, returnOnLeaving: false }, true],
    [null, false],
  ])('%j announced: %s', (energy, announced) => {
    const result = energyAnnounced(energy, 'players register');
    expect(result.ok).toBe(announced);
    if (!result.ok) {
      expect(result.error).toMatchObject({ code: 'ENERGY_NOT_ANNOUNCED', section: '233', field: 'energy.provided' });
      expect(result.error.message).toContain('before players register');
    }
  });
});
