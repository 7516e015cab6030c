// A route's address for one call: its path with the parameters filled in, then its query.

export type Values = Record<string, string | number | boolean | undefined>;

/** `/events/:id/standings` with `{ id: 'e1' }` and `{ round: 2 }` → `/events/e1/standings?round=2`; absent query values are left out. */
export function address(path: string, params: Values = {}, query: Values = {}): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${path} needs the parameter ${name}.`);
    return encodeURIComponent(String(params[name]));
  });
  const asked = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) asked.append(name, String(value));
  const search = asked.toString();
  return search ? `${filled}?${search}` : filled;
}
