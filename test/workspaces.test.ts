// The workspaces' arrows (#34): storage and rules never import an app, no two workspaces depend on each other, every
// @tcg/ import a workspace's code makes is one its package.json declares (so the declared graph is the real one), and
// no two files import each other, even through others.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, string>>;
const folders = (readJson('package.json').workspaces as unknown as string[]).flatMap((glob) =>
  glob.endsWith('/*')
    ? readdirSync(path.join(root, glob.slice(0, -2))).map((name) => `${glob.slice(0, -2)}/${name}`)
    : [glob],
);

interface Workspace {
  folder: string;
  name: string;
  uses: string[];
}

const workspaces: Workspace[] = folders.map((folder) => {
  const manifest = readJson(`${folder}/package.json`);
  const uses = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) =>
    name.startsWith('@tcg/'),
  );
  return { folder, name: manifest.name as unknown as string, uses };
});
const byName = new Map(workspaces.map((w) => [w.name, w]));

const SKIPPED = new Set(['node_modules', '.next', 'generated', 'test-results', 'playwright-report']);
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((entry) => {
    if (SKIPPED.has(entry)) return [];
    const relative = `${folder}/${entry}`;
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry) ? [relative] : [];
  });
}

const importedWorkspaces = (file: string) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(@tcg\/[a-z-]+)/g)].map(
    (m) => m[1]!,
  );

/** The files `file` imports by a relative path, types included. */
const importedFiles = (file: string) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)]
    .map((m) => path.relative(root, path.resolve(path.dirname(path.join(root, file)), m[1]!)))
    .filter((target) => existsSync(path.join(root, target)));

/** Each group of files that reach each other through their imports (Tarjan's strongly connected components). */
function importCircles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) visit(target);
      if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, low.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1) circles.push(group);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

describe('the workspaces (#34)', () => {
  it('each import of another workspace is declared in the importing package.json', () => {
    const undeclared = workspaces.flatMap((w) =>
      sourceFiles(w.folder).flatMap((file) =>
        importedWorkspaces(file)
          .filter((name) => name !== w.name && !w.uses.includes(name))
          .map((name) => `${file} imports ${name}`),
      ),
    );
    expect(undeclared).toEqual([]);
  });

  it('packages/ never depends on apps/', () => {
    const upward = workspaces
      .filter((w) => w.folder.startsWith('packages/'))
      .flatMap((w) =>
        w.uses.filter((name) => byName.get(name)?.folder.startsWith('apps/')).map((name) => `${w.name} → ${name}`),
      );
    expect(upward).toEqual([]);
  });

  it('has no cycle between workspaces', () => {
    const cycles: string[] = [];
    const visit = (name: string, trail: string[]) => {
      if (trail.includes(name)) return void cycles.push([...trail.slice(trail.indexOf(name)), name].join(' → '));
      for (const next of byName.get(name)?.uses ?? []) visit(next, [...trail, name]);
    };
    for (const w of workspaces) visit(w.name, []);
    expect(cycles).toEqual([]);
  });

  it('has no import circle between files', () => {
    const graph = new Map(
      workspaces.flatMap((w) => sourceFiles(w.folder)).map((file) => [file, importedFiles(file)] as const),
    );
    expect(importCircles(graph)).toEqual([]);
  });
});
