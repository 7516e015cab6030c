import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from './builtIn.ts';
import { REPRINT_TABLE, applyReprintTable, entryProblem, undecidedTitles, type ReprintEntry } from './reprintTable.ts';
import { copiesOf, sameCard } from './reprints.ts';

const card = (id: string) => catalog.cardsById.get(id)!;

describe('the reviewed reprint table against the built-in catalog', () => {
  it('decides every title printed more than once, each printing in exactly one group', () => {
    expect(undecidedTitles(catalog.cards)).toEqual([]);
  });

  it('has no entry that contradicts itself and no title the catalog prints only once', () => {
    expect(REPRINT_TABLE.map(entryProblem).filter(Boolean)).toEqual([]);
    for (const entry of REPRINT_TABLE) expect(entry.groups.flat().length, entry.title).toBeGreaterThan(1);
  });

  it("is what the catalog's fingerprints carry: same group, same card; other group, other card", () => {
    for (const { title, groups } of REPRINT_TABLE) {
      const heads = groups.map((group) => card(group[0]!));
      for (const [i, group] of groups.entries()) {
        for (const id of group) expect(sameCard(card(id), heads[i]!), `${title}: ${id}`).toBe(true);
        for (const other of heads.slice(i + 1))
          expect(sameCard(heads[i]!, other), `${title}: ${group[0]} / ${other.id}`).toBe(false);
      }
    }
  });
});

describe('the printings judges treated as the same card (issue 30)', () => {
  it.each([
    ['base1-95', 'Switch', 'ecard1-157'],
    ['base4-123', 'Switch', 'ex1-92'],
    ['gym2-116', 'Master Ball', 'ecard1-143'],
    ['gym2-126', 'Warp Point', 'ecard1-152'],
    ['base2-64', 'Poké Ball', 'ex1-86'],
    ['base4-121', 'Poké Ball', 'ex6-95'],
    ['base3-59', 'Energy Search', 'ecard1-153'],
    ['base1-82', 'Full Heal', 'ecard1-154'],
    ['base4-111', 'Full Heal', 'ecard1-154'],
    ['base5-81', 'Full Heal Energy', 'base6-100'],
    ['base3-62', 'Mysterious Fossil', 'base6-109'],
  ])('%s %s is a copy of %s', (old, name, reprint) => {
    expect(card(old).name).toBe(name);
    expect(copiesOf(card(old), catalog).map((c) => c.id)).toContain(reprint);
  });

  it.each([
    ['base5-71', 'ex7-111', 'a plain Trainer against a Supporter'],
    ['neo1-104', 'ex1-93', 'Darkness Energy with another effect'],
    ['neo1-19', 'ex1-94', 'Metal Energy with another effect'],
    ['base1-58', 'basep-1', 'a Pikachu with other attacks'],
  ])('%s and %s are different cards (%s)', (a, b) => {
    expect(sameCard(card(a), card(b))).toBe(false);
  });
});

describe('applyReprintTable and undecidedTitles on literal printings', () => {
  const printing = (id: string, name: string, fingerprint: string) => ({ id, name, fingerprint });
  const cards = [
    printing('a-1', 'Switch', 'f1'),
    printing('b-1', 'Switch', 'f2'),
    printing('c-1', 'Switch', 'f2'),
    printing('a-2', 'Bill', 'f3'),
  ];
  const same: ReprintEntry = { title: 'switch', verdict: 'same', groups: [['a-1', 'b-1', 'c-1']] };

  it('gives a "same" group its oldest printing\'s fingerprint', () => {
    expect(applyReprintTable(cards, [same]).map((c) => c.fingerprint)).toEqual(['f1', 'f1', 'f1', 'f3']);
  });

  it('gives a group split from another of the same key a fingerprint of its own', () => {
    const split: ReprintEntry = {
      title: 'switch',
      verdict: 'different',
      groups: [['a-1', 'b-1'], ['c-1']],
      difference: 'another effect',
    };
    const [a, b, c] = applyReprintTable(cards, [split]);
    expect(b!.fingerprint).toBe(a!.fingerprint);
    expect(c!.fingerprint).not.toBe(a!.fingerprint);
  });

  it.each<[string, ReprintEntry[]]>([
    ['no entry', []],
    ['a printing left out', [{ ...same, groups: [['a-1', 'b-1']] }]],
    [
      'a printing in two groups',
      [
        {
          title: 'switch',
          verdict: 'different',
          groups: [
            ['a-1', 'b-1'],
            ['b-1', 'c-1'],
          ],
          difference: 'x',
        },
      ],
    ],
    [
      'a "different" without its difference',
      [{ title: 'switch', verdict: 'different', groups: [['a-1', 'b-1'], ['c-1']] }],
    ],
    ['a "same" with two groups', [{ title: 'switch', verdict: 'same', groups: [['a-1', 'b-1'], ['c-1']] }]],
    ['an entry not reviewed', [{ ...same, proposed: true }]],
  ])('a title with several printings is undecided with %s', (_, entries) => {
    expect(undecidedTitles(cards, entries)).toEqual(['switch']);
  });

  it('a new printing of a decided title makes it undecided again', () => {
    expect(undecidedTitles(cards, [same])).toEqual([]);
    expect(undecidedTitles([...cards, printing('d-1', 'Switch', 'f1')], [same])).toEqual(['switch']);
  });
});
