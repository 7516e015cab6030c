// The environment is documented in one place (apps/api/src/environment.ts): the README's table is generated from it,
// and every variable the app's processes read is in it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT, environmentTable } from '../apps/api/src/environment.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The code of the API server, the web app and `npm start`: what runs at a venue, not its tests or tools. */
const APP_CODE = ['apps/api/src', 'apps/web', 'scripts/start.mjs', 'scripts/venueLog.mjs'];
const SKIPPED = new Set(['node_modules', '.next']);
function codeFiles(entry: string): string[] {
  if (!statSync(path.join(root, entry)).isDirectory()) return [entry];
  return readdirSync(path.join(root, entry))
    .filter((name) => !SKIPPED.has(name))
    .flatMap((name) => codeFiles(`${entry}/${name}`))
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.test.ts'));
}

/** NODE_ENV is Node's and Next's own, set by the tools, never by an organizer. */
const NOT_OURS = new Set(['NODE_ENV']);

describe('the environment (#34)', () => {
  it("is the README's table, as npm run docs:env writes it", () => {
    const section = /<!-- env:start -->\n([\s\S]*?)\n<!-- env:end -->/.exec(read('README.md'))?.[1];
    expect(section).toBe(environmentTable());
  });

  it('lists every variable the API, the web app and npm start read', () => {
    const listed = new Set(ENVIRONMENT.flatMap((v) => v.names));
    const used = APP_CODE.flatMap(codeFiles).flatMap((file) =>
      [...read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => ({ file, name: m[1]! })),
    );
    expect(used.length).toBeGreaterThan(15);
    expect(used.filter(({ name }) => !listed.has(name) && !NOT_OURS.has(name))).toEqual([]);
  });
});
