// A player's result link (#16): the match, the player's seat and an HMAC under the event's secret, so only the two
// players of that match (holding their slips) can report it, and nothing per link is stored.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type Seat = 'a' | 'b';

export const newSelfReportSecret = () => randomBytes(32).toString('base64url');

const signature = (secret: string, matchId: string, seat: Seat) =>
  createHmac('sha256', secret).update(`${matchId}.${seat}`).digest('base64url').slice(0, 22);

export const reportToken = (secret: string, matchId: string, seat: Seat) =>
  `${matchId}.${seat}.${signature(secret, matchId, seat)}`;

/** The match and seat a token names (its shape is checked by the route's schema). */
export function tokenParts(token: string): { matchId: string; seat: Seat; signature: string } {
  const [matchId, seat, given] = token.split('.') as [string, Seat, string];
  return { matchId, seat, signature: given };
}

export function tokenSigned(secret: string, token: string): boolean {
  const { matchId, seat, signature: given } = tokenParts(token);
  const expected = Buffer.from(signature(secret, matchId, seat));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
