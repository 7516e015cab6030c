// 221: English card titles compared the way people type them: case, accents, curly apostrophes and spacing do not matter.

/** Printable ASCII words, single spaces, no backtick: only the case can differ (most titles, fast path). */
const PLAIN = /^[!-_a-~]+(?: [!-_a-~]+)*$/;

/** "Pokémon  Breeder" and "pokemon breeder" give the same key; "Dark Raichu" and "Raichu" do not. */
export function normalizeName(name: string): string {
  if (PLAIN.test(name)) return name.toLowerCase();
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Collector numbers as printed: "004" is "4", "h22" is "H22". */
export function normalizeNumber(number: string): string {
  const upper = number.trim().toUpperCase();
  const match = /^([A-Z]*)0*(\d+)$/.exec(upper);
  return match ? `${match[1]}${match[2]}` : upper;
}
