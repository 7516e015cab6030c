import { describe, expect, it } from 'vitest';
import { canChangeTeam, type TeamOwnership } from './canChangeTeam.ts';

describe('canChangeTeam (243)', () => {
  it.each<[string, TeamOwnership, boolean]>([
    ['its owner', { ownerId: 'a', accountId: 'a', admin: false }, true],
    ['another account', { ownerId: 'a', accountId: 'b', admin: false }, false],
    ['the installation admin', { ownerId: 'a', accountId: 'b', admin: true }, true],
    ['anyone but the admin, for a team without owner', { ownerId: null, accountId: 'b', admin: false }, false],
    ['the admin, for a team without owner', { ownerId: null, accountId: 'b', admin: true }, true],
  ])('%s', (_, change, allowed) => {
    const result = canChangeTeam(change);
    expect(result.ok).toBe(allowed);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'TEAM_NOT_YOURS', section: '243' });
  });
});
