import { Type, type Static } from 'typebox';
import { MIN_PASSWORD_LENGTH } from '@tcg/domain/access';
import { Uuid } from './common.ts';

export const Email = Type.String({ format: 'email', maxLength: 254 });

export const Password = Type.String({ maxLength: 1024, description: `At least ${MIN_PASSWORD_LENGTH} characters.` });

export const NewAccount = Type.Object(
  { email: Email, password: Password, name: Type.String({ minLength: 1, maxLength: 120 }) },
  { additionalProperties: false },
);

export const Credentials = Type.Object(
  { email: Type.String({ maxLength: 254 }), password: Password },
  { additionalProperties: false },
);

export const Account = Type.Object({ account: Type.Object({ id: Uuid, email: Type.String(), name: Type.String() }) });

/** The organizer account a request is signed in as. */
export type SignedIn = Static<typeof Account>['account'];
