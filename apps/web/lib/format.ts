/** Tiebreakers arrive as fractions 0–1 at full precision; pages show percentages with two decimals. */
export const percent = (fraction: number | undefined) => (fraction === undefined ? '—' : `${(fraction * 100).toFixed(2)}%`);

export const record = (row: { wins: number; losses: number; draws: number }) => `${row.wins}-${row.losses}-${row.draws}`;
