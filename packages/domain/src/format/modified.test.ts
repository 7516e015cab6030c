import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { cardLegality } from './cardLegality.ts';
import { MODIFIED } from './modified.ts';

const legality = (id: string, date = '2004-12-31') => cardLegality(catalog.cardsById.get(id)!, MODIFIED, date, catalog);

describe('Modified card pool (226)', () => {
  it.each([
    ['neo1-9', 'Lugia, Neo Genesis'],
    ['neo2-56', 'Kabuto, Neo Discovery'],
    ['si1-1', 'Mew, Southern Islands'],
    ['neo3-21', 'Raichu, Neo Revelation'],
    ['neo4-91', 'Vulpix, Neo Destiny'],
    ['base6-7', 'Dark Raichu, Legendary Collection'],
    ['ecard1-140', 'Energy Removal 2, Expedition'],
    ['ecard2-110', 'Sneasel, Aquapolis (post-Expedition)'],
    ['ex7-103', "Rocket's Sneasel ex, Team Rocket Returns (post-Expedition)"],
    ['basep-21', 'Moltres, Black Star promo 21'],
    ['basep-53', 'Suicune, Black Star promo 53'],
    ['bp-5', "Rocket's Sneasel, Best of Game"],
    ['np-12', 'Pikachu, Nintendo promo (unlisted promo, allowed by default)'],
    ['pop1-3', 'Rayquaza, POP Series 1 (unlisted promo, allowed by default)'],
    ['tk1a-10', 'Fire Energy, trainer kit'],
    ['base1-76', 'Base Set Pokémon Breeder: LC only moves a word, a previously printed copy'],
  ])('%s (%s) is legal', (id) => expect(legality(id)).toMatchObject({ status: 'legal', code: null }));

  it.each([
    ['base1-10', 'Base Set Mewtwo: no legal copy'],
    ['base1-88', 'Professor Oak: never reprinted in a legal set'],
    ['base5-71', 'Team Rocket "Here Comes Team Rocket!": the Team Rocket Returns card of that name is a Supporter'],
    ['base5-4', 'Team Rocket Dark Charizard: not in LC'],
    ['gym1-73', "Gym Heroes Brock's Vulpix"],
    ['gym2-37', "Gym Challenge Brock's Vulpix"],
    ['basep-1', 'Black Star promo 1 Pikachu'],
    ['basep-20', 'Black Star promo 20 Psyduck'],
    ['base1-96', 'Double Colorless Energy: Special, not exempt'],
  ])('%s (%s) is not in Modified', (id) => {
    expect(legality(id)).toMatchObject({ status: 'not-in-format', code: 'NOT_IN_FORMAT', section: '226' });
  });

  it.each([
    ['base1-4', 'base6-3', 'Legendary Collection 3'],
    ['base4-4', 'base6-3', 'Legendary Collection 3'],
    ['basep-12', 'base6-29', 'Legendary Collection 29'],
    ['base1-91', 'base6-108', 'Legendary Collection 108'],
    ['base4-99', 'base6-98', 'Legendary Collection 98'],
    ['base1-94', 'base6-110', 'Legendary Collection 110'],
    ['base5-82', 'base6-101', 'Legendary Collection 101'],
    ['base2-4', 'base6-14', 'Legendary Collection 14'],
    ['base2-20', 'base6-14', 'Legendary Collection 14'],
    ['base3-48', 'base6-78', 'Legendary Collection 78'],
    ['base3-33', 'base6-76', 'Legendary Collection 76'],
    ['base1-95', 'ecard1-157', 'Expedition Base Set 157'],
    ['base5-81', 'base6-100', 'Legendary Collection 100'],
    ['base3-62', 'base6-109', 'Legendary Collection 109'],
    ['base2-64', 'ex1-86', 'Ruby & Sapphire 86'],
  ])('%s is legal as a copy of %s', (id, copyId, label) => {
    expect(legality(id)).toEqual({
      status: 'legal',
      code: null,
      section: '226',
      reason: `Modified: a copy of ${label} (${copyId}), legal under 226`,
      copyOf: copyId,
    });
  });

  it('basic Energy from any set is legal, Darkness and Metal Energy only from Modified sets', () => {
    expect(legality('base1-98')).toMatchObject({
      status: 'legal',
      reason: 'Modified: basic Energy is allowed from any set (226)',
    });
    expect(legality('gym2-128').status).toBe('legal');
    expect(legality('neo1-104').status).toBe('legal');
  });

  it.each([
    ['basep-24', "_____'s Pikachu (Wizards Black Star Promos 24) is banned under 226"],
    ['neo1-25', 'Sneasel (Neo Genesis 25) is banned under 226'],
    ['neo1-14', 'Slowking (Neo Genesis 14) is banned under 226'],
  ])('%s is banned', (id, reason) => {
    expect(legality(id)).toEqual({ status: 'banned', code: 'BANNED', section: '226', reason: `Modified: ${reason}` });
  });

  it.each(['neo3-24', 'ecard2-110', 'si1-14', 'ecard2-34', 'ecard2-H22', 'neo4-20', 'bp-5'])(
    '%s, another Sneasel or Slowking, is not banned',
    (id) => {
      expect(legality(id).status).toBe('legal');
    },
  );

  it('names why an old printing is out', () => {
    expect(legality('base1-10').reason).toBe(
      'Modified: Mewtwo (Base 10): Base is not in Modified; no copy of it is legal (226)',
    );
    expect(legality('basep-3').reason).toBe(
      'Modified: Mewtwo (Wizards Black Star Promos 3): only Wizards Black Star Promos numbered 21 and higher are in Modified; no copy of it is legal (226)',
    );
  });
});

describe('copies of legal cards are the same game text (226)', () => {
  it("a Trainer is a copy by its title and kind: a Supporter printed under a Trainer's title is another card", () => {
    expect(legality('base5-71').reason).toBe(
      'Modified: Here Comes Team Rocket! (Team Rocket 71): Team Rocket is not in Modified; no copy of it is legal (226)',
    );
    expect(legality('ex7-111').status).toBe('legal');
  });

  it("Team Rocket Full Heal Energy is legal on the 2002 World Championships' date, after Legendary Collection, not before it", () => {
    expect(legality('base5-81', '2002-08-17')).toMatchObject({ status: 'legal', copyOf: 'base6-100' });
    expect(legality('base5-81', '2002-05-23')).toMatchObject({ code: 'NOT_IN_FORMAT' });
  });

  it("the catalog's typos in Legendary Collection do not make the older printing illegal", () => {
    expect(legality('base2-4').reason).toBe('Modified: a copy of Legendary Collection 14 (base6-14), legal under 226');
  });
});
