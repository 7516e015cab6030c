import { describe, expect, it } from 'vitest';
import { eventRoles } from './permissions.ts';
import { acceptInvitation, removeStaff, staffRoles, type AcceptanceFacts } from './staff.ts';

const facts: AcceptanceFacts = {
  invitedEmail: null,
  accountEmail: 'judge@example.org',
  accountId: 'judge',
  ownerId: 'owner',
};

describe('staffRoles (#7)', () => {
  it('are every event role but the organizer', () => {
    expect([...staffRoles]).toEqual(eventRoles.filter((r) => r !== 'organizer'));
  });
});

describe('acceptInvitation (#7)', () => {
  it.each<[string, Partial<AcceptanceFacts>, string | null]>([
    ['an invitation for anyone', {}, null],
    ['an invitation for this email', { invitedEmail: 'judge@example.org' }, null],
    ['an invitation for another email', { invitedEmail: 'other@example.org' }, 'INVITATION_FOR_ANOTHER_EMAIL'],
    ['the organizer taking an invitation to their own event', { accountId: 'owner' }, 'ALREADY_ORGANIZER'],
    ['an event nobody owns', { ownerId: null }, null],
  ])('%s', (_, given, code) => {
    const result = acceptInvitation({ ...facts, ...given });
    expect(result.ok ? null : result.error.code).toBe(code);
  });
});

describe('removeStaff (#7)', () => {
  it.each([
    ['a judge', 'judge', null],
    ['the organizer', 'owner', 'ORGANIZER_CANNOT_LEAVE'],
  ])('%s', (_, accountId, code) => {
    const result = removeStaff({ ownerId: 'owner', accountId });
    expect(result.ok ? null : result.error).toEqual(
      code ? expect.objectContaining({ code, field: 'accountId' }) : null,
    );
  });
});
