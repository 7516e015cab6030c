/** Only a path on this site is a place to come back to: never `//other.host` or a full URL (open redirect). */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

export const loginPath = (next: string) =>
  next === '/' ? '/login' : `/login?next=${encodeURIComponent(safeReturnPath(next))}`;
