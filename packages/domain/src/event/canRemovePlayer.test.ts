import { describe, expect, it } from 'vitest';
import { canRemovePlayer, type RemovalFacts } from './canRemovePlayer.ts';

const free: RemovalFacts = { roundsPaired: 0, teamMember: false, seatedInPod: false, hasPool: false };

describe('canRemovePlayer (UTR)', () => {
  it.each<[string, Partial<RemovalFacts>, string | null]>([
    ['before round 1', {}, null],
    ['once round 1 is paired', { roundsPaired: 1 }, 'UTR'],
    ['a member of an entered team', { teamMember: true }, '244'],
    ['a player seated in a pod', { seatedInPod: true }, 'Appendix A 1'],
    ['a player with a registered pool', { hasPool: true }, '231'],
  ])('%s', (_, change, section) => {
    const result = canRemovePlayer({ ...free, ...change });
    expect(result.ok ? null : [result.error.code, result.error.section]).toEqual(
      section === null ? null : ['PLAYER_NOT_REMOVABLE', section],
    );
  });
});
