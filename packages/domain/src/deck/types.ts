// 202, 204, 214, 221–236: what a deck check reports: coded problems, each with its floor-rules section, and notices.
import type { CatalogCard } from '../catalog/types.ts';

export type ProblemCode =
  | 'PARSE_ERROR'
  | 'UNKNOWN_CARD'
  | 'DECK_SIZE'
  | 'COPY_LIMIT'
  | 'BANNED'
  | 'NOT_IN_FORMAT'
  | 'NOT_YET_RELEASED'
  | 'NO_BASIC_POKEMON'
  | 'NOT_IN_POOL'
  | 'GROUP_LIMIT';

export interface DeckProblem {
  code: ProblemCode;
  section: string;
  message: string;
  /** 1-based line of the list (the first one, when several lines name the card). */
  line?: number;
  /** Card ids the problem is about. */
  cards?: string[];
}

export type NoticeCode = 'OPAQUE_SLEEVES' | 'UNLISTED_PROMO';

/** Things the player or judge should know that do not make the deck illegal. */
export interface DeckNotice {
  code: NoticeCode;
  section: string;
  message: string;
  cards?: string[];
}

/** A list line resolved to a catalog card. */
export interface DeckEntry {
  line: number;
  count: number;
  card: CatalogCard;
  /** The card as the line writes it after the count (name, set code, number), spaces collapsed. */
  written: string;
}

/** A readable line naming no catalog card; its count still belongs to the deck. */
export interface UnknownEntry {
  line: number;
  count: number;
  name: string;
  /** The card as the line writes it after the count, spaces collapsed. */
  written: string;
}

export interface ParsedDecklist {
  entries: DeckEntry[];
  unknown: UnknownEntry[];
  /** PARSE_ERROR and UNKNOWN_CARD, with line numbers. */
  problems: DeckProblem[];
  /** True when the text was over the size limits and nothing was read. */
  rejected: boolean;
}
