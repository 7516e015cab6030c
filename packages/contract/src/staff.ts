import { Type } from 'typebox';
import { Uuid } from './common.ts';
import {
  eventActions,
  eventRoles,
  staffRoles,
  type EventAction,
  type EventRole,
  type StaffRole as StaffRoleName,
} from '@tcg/domain/access';

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;

// Unsafe keeps the union's schema and names its static type (a union over a mapped array would be `never`).
export const Role = Type.Unsafe<EventRole>(Type.Union(eventRoles.map((r) => Type.Literal(r))));

export const StaffRole = Type.Unsafe<StaffRoleName>(Type.Union(staffRoles.map((r) => Type.Literal(r))));

export const Token = Type.Object({ token: Type.String({ maxLength: 100 }) });

export const Invitation = Type.Object({
  id: Uuid,
  role: StaffRole,
  email: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const Staff = Type.Object({
  staff: Type.Array(Type.Object({ accountId: Uuid, email: Type.String(), name: Type.String(), role: Role })),
  invitations: Type.Array(Invitation),
});

export const Access = Type.Object({
  role: Type.Union([Role, Type.Null()]),
  actions: Type.Array(Type.Unsafe<EventAction>(Type.Union(eventActions.map((a) => Type.Literal(a)))), {
    description: 'What the caller may do in this event.',
  }),
});

export const Invite = Type.Object(
  {
    role: StaffRole,
    email: Type.Optional(
      Type.String({
        format: 'email',
        maxLength: 254,
        description: 'Only this account may accept; any account when left out.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** GET /api/invitations/:token: what an invitation link offers. */
export const InvitationPreview = Type.Object({
  eventId: Uuid,
  eventName: Type.String(),
  role: StaffRole,
  email: Type.Union([Type.String(), Type.Null()]),
});

export const Invited = Type.Object({
  id: Uuid,
  role: StaffRole,
  email: Type.Union([Type.String(), Type.Null()]),
  token: Type.String({ description: 'Shown once: only its hash is stored.' }),
  path: Type.String({ description: 'The web page that accepts the invitation.' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
