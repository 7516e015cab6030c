import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCardsImport } from './cardsImport.ts';

const root = mkdtempSync(join(tmpdir(), 'cards-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const set = { id: 'base1', name: 'Base', printedTotal: 102, total: 102, ptcgoCode: 'BS', releaseDate: '1999/01/09' };
const pikachu = { id: 'base1-58', name: 'Pikachu', supertype: 'Pokémon', subtypes: ['Basic'], hp: '40', number: '58' };

function catalogDir(name: string, cards: unknown): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'cards/en'), { recursive: true });
  mkdirSync(join(dir, 'sets'));
  writeFileSync(join(dir, 'sets/en.json'), JSON.stringify([set]));
  writeFileSync(join(dir, 'cards/en/base1.json'), JSON.stringify(cards));
  return dir;
}

async function run(dir: string | undefined) {
  const lines: string[] = [];
  const code = await runCardsImport(dir, { TCG_DATA_DIR: join(root, 'db') }, (line) => lines.push(line));
  return { code, lines };
}

describe('npm run cards:import -- <dir>', () => {
  it('imports into the embedded database, then finds everything unchanged', async () => {
    const dir = catalogDir('good', [pikachu]);
    const first = await run(dir);
    expect(first.code).toBe(0);
    expect(first.lines.slice(1)).toEqual([
      'sets: 1 added, 0 changed, 0 unchanged',
      'cards: 1 added, 0 changed, 0 unchanged',
    ]);
    expect((await run(dir)).lines.slice(1)).toEqual([
      'sets: 0 added, 0 changed, 1 unchanged',
      'cards: 0 added, 0 changed, 1 unchanged',
    ]);
  });

  it('names the file and the field of a malformed directory and leaves the stored catalog as it was', async () => {
    const bad = await run(
      catalogDir('bad', [
        { ...pikachu, name: 'Raichu' },
        { ...pikachu, id: 'base1-14', hp: 'sixty' },
      ]),
    );
    expect(bad.code).toBe(1);
    expect(bad.lines).toEqual([
      `cards:import: ${join(root, 'bad')}/cards/en/base1.json: [1].hp must be digits, not "sixty"; nothing was imported`,
    ]);
    expect((await run(catalogDir('again', [pikachu]))).lines.slice(1)).toEqual([
      'sets: 0 added, 0 changed, 1 unchanged',
      'cards: 0 added, 0 changed, 1 unchanged',
    ]);
  });

  it('explains its usage without a directory', async () => {
    expect((await run(undefined)).code).toBe(2);
  });
});
