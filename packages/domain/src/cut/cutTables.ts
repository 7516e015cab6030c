// 217 beside 210: a top cut played while other rounds are in play sits after their tables, so no two matches share one.

export interface TablesInPlay {
  /** The table numbers of the other rounds being played (Swiss or another division's cut). */
  tablesInPlay: readonly number[];
  /** The players of the groups whose Swiss rounds go on: their next round takes tables 1 to half of them. */
  playersInSwiss: number;
}

/** The tables before a new cut's: its match in bracket slot s sits at table base + s. */
export const cutTableBase = ({ tablesInPlay, playersInSwiss }: TablesInPlay): number =>
  Math.max(0, Math.ceil(playersInSwiss / 2), ...tablesInPlay);

/** The table of a cut match: after the cut's base; a bye has none. */
export const cutTable = (base: number, slot: number, bye: boolean): number | null => (bye ? null : base + slot);
