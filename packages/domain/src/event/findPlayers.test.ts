import { describe, expect, it } from 'vitest';
import { findPlayers } from './findPlayers.ts';

// Name, then DCI number.
const players = [
  ['Ash Ketchum', '500100'],
  ['Misty Waterflower', '500101'],
  ['Brock Harrison', '500102'],
  ['Gary Oak', '500203'],
  ['Erika Tamao', '700104'],
  ['Sabrina Natsume', '700105'],
].map(([name, dciNumber]) => ({ name: name!, dciNumber: dciNumber! }));
const names = (query: string) => findPlayers(players, query).map((p) => p.name);

describe('findPlayers', () => {
  it.each<[string, string, string[]]>([
    ['an empty query lists everyone in order', '  ', players.map((p) => p.name)],
    ['a prefix of a last name', 'wat', ['Misty Waterflower']],
    ['one typo in a short word', 'brok', ['Brock Harrison']],
    ['two neighbours swapped', 'ktechum', ['Ash Ketchum']],
    ['two typos in a long word', 'watreflowr', ['Misty Waterflower']],
    ['case and accents ignored', 'ÉRIKA', ['Erika Tamao']],
    ['first and last name, in any order', 'oak gary', ['Gary Oak']],
    ['each typed word must match some part of the name', 'gary harrison', []],
    ['digits search DCI numbers', '5001', ['Ash Ketchum', 'Misty Waterflower', 'Brock Harrison']],
    ['a DCI number typed in groups', '700 105', ['Sabrina Natsume']],
    ['two letters are not guessed at', 'xq', []],
  ])('%s', (_, query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('an exact match leaves out the near ones', () => {
    const both = [
      { name: 'Jon Brock', dciNumber: '1' },
      { name: 'Brook Lane', dciNumber: '2' },
    ];
    expect(findPlayers(both, 'brook').map((p) => p.name)).toEqual(['Brook Lane']);
  });

  it('near matches come closest first', () => {
    const near = [
      { name: 'Jon Brxxk', dciNumber: '1' },
      { name: 'Brokk Lane', dciNumber: '2' },
    ];
    expect(findPlayers(near, 'brook').map((p) => p.name)).toEqual(['Brokk Lane']);
    expect(findPlayers([...near, { name: 'Brock Lee', dciNumber: '3' }], 'brooks').map((p) => p.name)).toEqual([
      'Brokk Lane',
      'Brock Lee',
    ]);
  });
});
