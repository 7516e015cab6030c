// 233–236, Appendix A 2: the booster packs (and basic Energy) each Limited format needs.
import { fail, ok, type Result } from '../shared/error.ts';

/** The sets 234–236 name, oldest first (release order decides which packs a Rochester Active player opens first). */
export const LIMITED_SETS = [
  { id: 'base5', name: 'Team Rocket' },
  { id: 'gym1', name: 'Gym Heroes' },
  { id: 'gym2', name: 'Gym Challenge' },
  { id: 'neo1', name: 'Neo Genesis' },
  { id: 'neo3', name: 'Neo Revelation' },
  { id: 'neo4', name: 'Neo Destiny' },
  { id: 'base6', name: 'Legendary Collection' },
  { id: 'ecard1', name: 'Expedition' },
] as const;

export type SetId = (typeof LIMITED_SETS)[number]['id'];
export type LimitedFormatId = 'sealed' | 'booster-draft' | 'rochester-draft';

/** Packs of one set each player gets. */
export interface PackCount {
  set: SetId;
  packs: number;
}

/** One product breakdown a player receives, e.g. 3 Gym Heroes + 3 Gym Challenge. */
export interface Breakdown {
  id: string;
  perPlayer: readonly PackCount[];
}

const breakdown = (older: SetId, olderPacks: number, newer: SetId, newerPacks: number): Breakdown => ({
  id: `${older}+${newer}`,
  perPlayer: [
    { set: older, packs: olderPacks },
    { set: newer, packs: newerPacks },
  ],
});

const PAIRS: readonly (readonly [SetId, SetId])[] = [
  ['gym1', 'gym2'],
  ['base5', 'neo1'],
  ['neo1', 'neo4'],
  ['neo3', 'neo4'],
  ['neo1', 'ecard1'],
  ['neo3', 'ecard1'],
];

/** The breakdowns each format's section suggests; the first is the default (234; 235; 236 and Appendix A 2). */
export const BREAKDOWNS: Record<LimitedFormatId, readonly Breakdown[]> = {
  sealed: [{ id: 'base6', perPlayer: [{ set: 'base6', packs: 5 }] }],
  'booster-draft': PAIRS.map(([older, newer]) => breakdown(older, 2, newer, 3)),
  'rochester-draft': PAIRS.map(([older, newer]) => breakdown(older, 3, newer, 3)),
};

/** The section each Limited format's product is described in. */
export const PRODUCT_SECTION: Record<LimitedFormatId, string> = {
  sealed: '234',
  'booster-draft': '235',
  'rochester-draft': '236',
};

export function findBreakdown(format: LimitedFormatId, id?: string): Result<Breakdown> {
  const options = BREAKDOWNS[format];
  const found = id === undefined ? options[0] : options.find((b) => b.id === id);
  if (!found) {
    const known = options.map((b) => b.id).join(', ');
    return fail(
      'UNKNOWN_BREAKDOWN',
      `${id} is not a product breakdown for ${format}; choose one of ${known}.`,
      PRODUCT_SECTION[format],
      'breakdown',
    );
  }
  return ok(found);
}

export const packsPerPlayer = (b: Breakdown): number => b.perPlayer.reduce((sum, p) => sum + p.packs, 0);

const releaseIndex = (set: SetId): number => LIMITED_SETS.findIndex((s) => s.id === set);

/** A player's packs one by one, oldest set first: the order they are opened in (Appendix A 2). */
export function packsOldestFirst(b: Breakdown): SetId[] {
  const sorted = [...b.perPlayer].sort((x, y) => releaseIndex(x.set) - releaseIndex(y.set));
  return sorted.flatMap((p) => Array.from({ length: p.packs }, () => p.set));
}

export const ROCHESTER_PACKS_PER_PLAYER = 6;

/** The two packs an Active player opens in each Rochester pack group 1–3 (Appendix A 2). */
export function rochesterPackGroups(b: Breakdown): Result<[SetId, SetId][]> {
  const packs = packsOldestFirst(b);
  if (packs.length !== ROCHESTER_PACKS_PER_PLAYER) {
    return fail(
      'BREAKDOWN_INVALID',
      `A Rochester Draft player opens six packs, two a pack group, not ${packs.length}.`,
      'Appendix A 2',
      'breakdown',
    );
  }
  return ok([0, 2, 4].map((i) => [packs[i]!, packs[i + 1]!]));
}

export interface ProductOrder {
  format: LimitedFormatId;
  breakdown: string;
  players: number;
  packsPerPlayer: number;
  bySet: PackCount[];
  totalPacks: number;
}

/** What to order for a field: each set's packs times the number of players. */
export function productOrder(format: LimitedFormatId, players: number, breakdownId?: string): Result<ProductOrder> {
  if (!Number.isInteger(players) || players < 1) {
    return fail(
      'PLAYERS_INVALID',
      `A product order needs a whole number of players, at least 1, not ${String(players)}.`,
      PRODUCT_SECTION[format],
      'players',
    );
  }
  const found = findBreakdown(format, breakdownId);
  if (!found.ok) return found;
  const bySet = found.value.perPlayer.map((p) => ({ set: p.set, packs: p.packs * players }));
  const perPlayer = packsPerPlayer(found.value);
  return ok({
    format,
    breakdown: found.value.id,
    players,
    packsPerPlayer: perPlayer,
    bySet,
    totalPacks: perPlayer * players,
  });
}
