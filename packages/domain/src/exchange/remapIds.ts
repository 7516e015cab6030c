// Moving an event between installations: every id it holds (in columns, JSON columns and the audit trail) is renamed.

/**
 * A copy of `value` with every string that is a key of `ids` replaced by its value, in object keys too (points and
 * Prizes are recorded by player id). Anything else is kept as it is.
 */
export function remapIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return ids.get(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [ids.get(k) ?? k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
