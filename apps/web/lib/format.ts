/** Tiebreakers arrive as fractions 0–1 at full precision; pages show percentages with two decimals. */
export const percent = (fraction: number | undefined) =>
  fraction === undefined ? '—' : `${(fraction * 100).toFixed(2)}%`;

export const record = (row: { wins: number; losses: number; draws: number }) =>
  `${row.wins}-${row.losses}-${row.draws}`;

/** A moment as the venue's wall clock reads it: hh:mm, 24-hour. */
export const clockTime = (at: number) =>
  new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
