import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsCurrent, builtHashFile, sourceHash } from './sourceHash.mjs';

/** A checkout with a web page, a built app and a generated Prisma client. */
function checkout() {
  const root = mkdtempSync(path.join(tmpdir(), 'tcg-hash-'));
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  put('apps/web/app/page.tsx', 'export default function Page() {}');
  put('packages/domain/src/rule.ts', 'export const rule = 1;');
  put('apps/web/.next/BUILD_ID', 'build');
  put('packages/db/src/generated/prisma/client.ts', '');
  return { root, put };
}

describe('npm start skips the build when nothing changed', () => {
  it('rebuilds without a stamp, skips with a matching one, rebuilds after a source changes', () => {
    const { root, put } = checkout();
    expect(buildIsCurrent(root)).toBe(false);
    writeFileSync(builtHashFile(root), sourceHash(root));
    expect(buildIsCurrent(root)).toBe(true);
    put('apps/web/.next/cache/x', 'build output does not count');
    put('packages/domain/src/rule.test.ts', 'tests do not count');
    expect(buildIsCurrent(root)).toBe(true);
    put('packages/domain/src/rule.ts', 'export const rule = 2;');
    expect(buildIsCurrent(root)).toBe(false);
  });
});
