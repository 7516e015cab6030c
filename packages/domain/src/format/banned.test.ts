import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { createCatalog } from '../catalog/catalog.ts';
import { banReason, isBannedName } from './banned.ts';
import { MODIFIED } from './modified.ts';
import { UNLIMITED } from './unlimited.ts';

describe('banned cards (225, 226)', () => {
  it.each(['Ancient Mew', 'ancient mew', '  ANCIENT  MEW '])('"%s" is a banned title', (name) => {
    expect(isBannedName(name, MODIFIED)).toBe(true);
    expect(isBannedName(name, UNLIMITED)).toBe(true);
  });

  it('Mew is not Ancient Mew', () => {
    expect(isBannedName('Mew', MODIFIED)).toBe(false);
    expect(banReason(catalog.cardsById.get('basep-8')!, MODIFIED, catalog)).toBeNull();
  });

  it('a reprint of a banned printing is banned too', () => {
    const sneasel = catalog.cardsById.get('neo1-25')!;
    const reprint = { ...sneasel, id: 'neo4-999', set: 'neo4', number: '999' };
    const withReprint = createCatalog({ sets: catalog.sets, cards: [...catalog.cards, reprint] });
    expect(banReason(reprint, MODIFIED, withReprint)).toBe(
      'Sneasel (Neo Destiny 999) is a copy of banned Sneasel (Neo Genesis 25), banned under 226',
    );
    expect(banReason(reprint, UNLIMITED, withReprint)).toBeNull();
  });
});
