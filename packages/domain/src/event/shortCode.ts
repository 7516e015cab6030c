// The room's short address (#31): four characters a player types from the poster, without 0/O, 1/I/L to confuse.

/** The characters of a short code; the database draws codes from the same ones (migration 20261225050000_event_short_code). */
export const SHORT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHORT_CODE_LENGTH = 4;

const shape = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/** A typed code as stored (upper case, spaces and dashes dropped), or null when it cannot be one. */
export function readShortCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return shape.test(code) ? code : null;
}
