// 226: the reviewed typos of the card data (and one editorial word order), corrected before the game text is compared, so a misspelt reprint stays a copy.
// Only the fingerprint uses the correction: names, facts and the imported text stay as the source has them.
// Each entry is checked on every read of the source: the typo must be there and the corrected card must be a copy of `copyOf`.

/** What the source has wrong on `card`: an attack's name, an attack's cost, or a fragment of its text. */
export type Correction =
  | { attackName: string; to: string }
  | { attackCost: string; from: readonly string[]; to: readonly string[] }
  | { text: string; to: string };

export interface Erratum {
  /** The printing whose data has the typo. */
  card: string;
  /** The printing it reprints, as the source has it right. */
  copyOf: string;
  correction: Correction;
  /** Why the difference is a typo and not a different card. */
  why: string;
}

export const CATALOG_ERRATA: readonly Erratum[] = [
  {
    card: 'base6-14',
    copyOf: 'base2-4',
    correction: { attackName: 'Pin Missle', to: 'Pin Missile' },
    why: 'Legendary Collection Jolteon reprints Jungle Jolteon: same level, HP, costs, damage and attack text; "Missle" is a misspelling no other card has',
  },
  {
    card: 'base6-78',
    copyOf: 'base3-48',
    correction: { attackName: 'Minimized', to: 'Minimize' },
    why: 'Legendary Collection Grimer reprints Fossil Grimer: same level, HP, costs and attack text; every other printing of the attack is "Minimize"',
  },
  {
    card: 'base6-76',
    copyOf: 'base3-33',
    correction: { attackCost: 'Lick', from: ['Colorless'], to: ['Psychic'] },
    why: 'Legendary Collection Gastly reprints Fossil Gastly: same level, HP, attack names, damage and text; only the data gives Lick a Colorless cost',
  },
  {
    card: 'base1-96',
    copyOf: 'base4-124',
    correction: { text: 'ColorlessColorless', to: 'Colorless Colorless' },
    why: 'two Energy symbols written without a space; Base Set 2 reprints the card word for word',
  },
  {
    card: 'ex2-93',
    copyOf: 'ex6-103',
    correction: { text: 'Multi energy provides', to: 'Multi Energy provides' },
    why: 'a lower-case "energy" in the card name; FireRed & LeafGreen reprints the card word for word',
  },
  ...['tk1a-9', 'tk1b-9'].map((card) => ({
    card,
    copyOf: 'ex1-90',
    correction: { text: 'Shuffle your deck afterward', to: 'Shuffle your deck afterward.' },
    why: 'the final full stop is missing; the trainer kit reprints Ruby & Sapphire Energy Search word for word',
  })),
  {
    card: 'np-27',
    copyOf: 'np-36',
    correction: { text: 'all Trainer (excluding', to: 'all Trainer cards (excluding' },
    why: 'the word "cards" is missing before "(excluding Supporter cards)"; the two promos are otherwise word for word the same',
  },
  ...['base1-76', 'base4-105'].map((card) => ({
    card,
    copyOf: 'base6-102',
    correction: { text: 'You can only play this card when', to: 'You can play this card only when' },
    why: 'Legendary Collection moves one word ("can only play" → "can play only"): an editorial change, not a different card; the game text is the same (226)',
  })),
];

/** "attack "Pin Missle" reads "Pin Missile"": the difference in words, for messages and tests. */
export function describeCorrection(correction: Correction): string {
  if ('attackName' in correction) return `attack "${correction.attackName}" reads "${correction.to}"`;
  if ('attackCost' in correction)
    return `attack "${correction.attackCost}" costs ${correction.to.join(' ')}, not ${correction.from.join(' ')}`;
  return `text "${correction.text}" reads "${correction.to}"`;
}

interface GameTextFields {
  attacks?: { name: string; cost: string[]; damage: string }[];
  rules?: string[];
}

/** The card with its typo corrected, or null when the source does not have that typo (exactly once). */
export function corrected<T extends GameTextFields>(card: T, correction: Correction): T | null {
  if ('text' in correction) {
    const rules = card.rules ?? [];
    if (rules.join('\n').split(correction.text).length !== 2) return null;
    return { ...card, rules: rules.map((box) => box.replace(correction.text, correction.to)) };
  }
  const name = 'attackName' in correction ? correction.attackName : correction.attackCost;
  const attacks = card.attacks ?? [];
  const wrong = attacks.filter(
    (a) => a.name === name && ('attackName' in correction || a.cost.join() === correction.from.join()),
  );
  if (wrong.length !== 1) return null;
  const fix = 'attackName' in correction ? { name: correction.to } : { cost: [...correction.to] };
  return { ...card, attacks: attacks.map((a) => (a === wrong[0] ? { ...a, ...fix } : a)) };
}
