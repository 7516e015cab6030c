import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retroCup } from '../format/retroSample.ts';
import { groupLimitProblems } from './groupLimit.ts';
import { parseDecklist } from './parseDecklist.ts';

const { catalog, format } = retroCup();
const LEGENDARY_TAGS = ['Legendary', 'Ultra Beast', 'Ancient', 'Future'];
const retroCards = catalog.cards.filter((card) => card.set === 'retro1');

describe('tag-based group limits over the imported sample set (property)', () => {
  it('reports the total exactly when tagged copies exceed 4, and a title exactly when it has more than 1 copy', () => {
    const deck = fc.uniqueArray(
      fc.record({ card: fc.constantFrom(...retroCards), count: fc.integer({ min: 1, max: 4 }) }),
      {
        selector: (line) => line.card.id,
        maxLength: retroCards.length,
      },
    );
    fc.assert(
      fc.property(deck, (lines) => {
        const list = lines.map(({ card, count }) => `${count} ${card.name} RTO ${card.number}`).join('\n');
        const problems = groupLimitProblems(parseDecklist(list, catalog).entries, format).filter((p) =>
          p.message.includes('"Legendary"'),
        );
        const legendary = lines.filter(({ card }) => card.tags?.some((tag) => LEGENDARY_TAGS.includes(tag)));
        const total = legendary.reduce((sum, line) => sum + line.count, 0);
        const overCopied = legendary.filter((line) => line.count > 1).map((line) => line.card.name);
        expect(problems.some((p) => p.message.includes('in total'))).toBe(total > 4);
        expect(
          problems
            .filter((p) => p.message.includes('of each card'))
            .map((p) => p.message.split(' copies of ')[1]!.split(' (')[0]),
        ).toEqual(overCopied);
        for (const problem of problems) expect(problem.code).toBe('GROUP_LIMIT');
      }),
    );
  });
});
