import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { Account, Credentials, NewAccount, errorResponses } from '../schemas.ts';

const denied = { 401: Type.Ref('Error') };

export const authRoutes = routes('accounts', [
  route('POST', '/auth/signup', 'public', {
    summary: 'Create an organizer account and sign in',
    body: NewAccount,
    response: { 201: Account, 400: errorResponses[400] },
  }),
  route('POST', '/auth/login', 'public', {
    summary:
      'Sign in: a new session each time; after 5 failures for the account from one address (or 20 from the address) the next attempt waits 1 s, each further failure doubling it up to 15 minutes: 429 until then',
    body: Credentials,
    response: { 200: Account, 400: errorResponses[400], ...denied, 429: Type.Ref('Error') },
  }),
  route('POST', '/auth/logout', 'public', {
    summary: 'Sign out: the session ends and its cookie is cleared',
    response: { 204: Type.Null() },
  }),
  route('DELETE', '/auth/sessions', 'account', {
    summary: 'Sign out of every device: all the account’s sessions end, this one included',
    response: { 204: Type.Null(), ...denied },
  }),
  route('GET', '/auth/me', 'account', {
    summary: 'The signed-in account',
    response: { 200: Account, ...denied },
  }),
  route('GET', '/auth/setup', 'public', {
    summary: 'Is the first-run set-up needed (no account yet)?',
    response: { 200: Type.Object({ needed: Type.Boolean() }) },
  }),
  route('POST', '/auth/setup', 'public', {
    summary: 'First run: create the first organizer, who adopts the events nobody owns; 409 once an account exists',
    body: NewAccount,
    response: { 201: Account, 400: errorResponses[400], 409: errorResponses[409] },
  }),
]);
