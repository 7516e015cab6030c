// One error vocabulary: every code the code base writes is a documented domain code, has its status in the API's
// table, is listed in the OpenAPI document and in the README's error table.
import { existsSync, readFileSync } from 'node:fs';
import { errorCodes } from '@tcg/domain/shared';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { errorStatus } from './errorStatus.ts';
import { useTestApp } from './testApp.ts';

const root = new URL('../../../', import.meta.url);
const sources = execFileSync('git', ['ls-files', 'packages/*/src/*.ts', 'apps/*.ts', 'apps/*.tsx'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) => file && !file.endsWith('.test.ts') && !file.includes('/generated/') && existsSync(new URL(file, root)),
  );

/** Code literals where the code base produces an error: `code: 'X'`, `fail('X'`, `new AppError('X'` (`notFound('judge call', …)` names its code in words its type checks). */
const PRODUCED = /(?:\bcode: |\bfail\(\s*|\bAppError\(\s*|\berror\(\s*)'([A-Z][A-Z0-9_]+)'/g;

function producedCodes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources) {
    for (const match of readFileSync(new URL(file, root), 'utf8').matchAll(PRODUCED)) found.set(match[1]!, file);
  }
  return found;
}

describe('the error vocabulary', () => {
  const api = useTestApp();

  it('knows every code the code base produces', () => {
    const unknown = [...producedCodes()]
      .filter(([code]) => !(code in errorCodes))
      .map(([code, file]) => `${code} (${file})`);
    expect(unknown).toEqual([]);
  });

  it('maps every code to one HTTP status', () => {
    expect(Object.keys(errorStatus).sort()).toEqual(Object.keys(errorCodes).sort());
  });

  it('lists every code in the OpenAPI document', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schemas = document.components.schemas as Record<string, { properties: { code: { enum: string[] } } }>;
    const error = Object.values(schemas).find((s) => s.properties?.code?.enum);
    expect(error?.properties.code.enum.sort()).toEqual(Object.keys(errorCodes).sort());
  });

  it('lists every code with its status in the README', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const missing = Object.entries(errorStatus).filter(
      ([code, status]) => !readme.includes(`| \`${code}\` | ${status} |`),
    );
    expect(missing).toEqual([]);
  });
});
