import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import {
  Access,
  EventId,
  INVITATION_DAYS,
  InvitationPreview,
  Invite,
  Invited,
  Staff,
  StaffRole,
  Token,
  Uuid,
  errorResponses,
  found,
} from '../schemas.ts';

export const staffRoutes = routes('staff', [
  route(
    'GET',
    '/events/:id/access',
    { action: 'view' },
    {
      summary: 'The caller’s role in the event and what it allows',
      params: EventId,
      response: found(Access),
    },
  ),
  route(
    'GET',
    '/events/:id/staff',
    { action: 'manageStaff' },
    {
      summary: 'The event’s staff and open invitations',
      params: EventId,
      response: found(Staff),
    },
  ),
  route(
    'POST',
    '/events/:id/invitations',
    { action: 'manageStaff' },
    {
      summary: `Invite a head judge, judge or scorekeeper: a one-time link valid ${INVITATION_DAYS} days, for one email or anyone`,
      params: EventId,
      body: Invite,
      response: { 201: Invited, 400: errorResponses[400], 404: errorResponses[404] },
    },
  ),
  route('GET', '/invitations/:token', 'public', {
    summary: 'What an invitation link offers',
    params: Token,
    response: found(InvitationPreview),
  }),
  route('POST', '/invitations/:token/accept', 'account', {
    summary: 'Take the role an invitation offers (once); 403 when it names another email',
    params: Token,
    response: {
      200: Type.Object({ eventId: Uuid, role: StaffRole }),
      401: Type.Ref('Error'),
      403: Type.Ref('Error'),
      404: errorResponses[404],
      409: errorResponses[409],
    },
  }),
  route(
    'DELETE',
    '/events/:id/staff/:accountId',
    { action: 'manageStaff' },
    {
      summary: 'Remove a staff member; the organizer stays',
      params: Type.Object({ id: Uuid, accountId: Uuid }),
      response: { 204: Type.Null(), 400: errorResponses[400], 404: errorResponses[404] },
    },
  ),
]);
