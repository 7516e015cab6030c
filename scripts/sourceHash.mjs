// A hash of everything `npm run build` reads (the web app, the code it imports, the schema, the lockfile), so
// `npm start` can skip the build when nothing changed since the last one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCES = [
  'apps/web',
  'packages/domain/src',
  'packages/contract/src',
  'packages/contract/package.json',
  'apps/api/package.json',
  'packages/domain/package.json',
  'prisma/schema.prisma',
  'package-lock.json',
];
const SKIP = new Set(['node_modules', '.next', 'test-results']);

function files(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .filter(
      (name) =>
        !SKIP.has(name) && !name.endsWith('.test.ts') && !name.endsWith('.tsbuildinfo') && name !== 'next-env.d.ts',
    )
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

export function sourceHash(root) {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((s) => files(path.join(root, s))))
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Where the hash of the last build is kept, beside the build itself. */
export const builtHashFile = (root) => path.join(root, 'apps/web/.next/source-hash');

/** True when the build on disk was made from the sources as they are now (and the Prisma client is generated). */
export function buildIsCurrent(root) {
  const stamp = builtHashFile(root);
  if (
    !existsSync(stamp) ||
    !existsSync(path.join(root, 'apps/web/.next/BUILD_ID')) ||
    !existsSync(path.join(root, 'packages/db/src/generated/prisma/client.ts'))
  )
    return false;
  return readFileSync(stamp, 'utf8').trim() === sourceHash(root);
}

/** Run after `next build` (the web app's build script): stamps the build with the hash of what it was built from. */
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--stamp')) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  writeFileSync(builtHashFile(root), sourceHash(root));
}
