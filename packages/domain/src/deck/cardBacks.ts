// 202: a deck that mixes card backs (e.g. Japanese and English cards) must be played in identical, opaque-backed sleeves.
import type { DeckNotice } from './types.ts';

export const cardBackNotices = (mixedCardBacks: boolean | undefined): DeckNotice[] =>
  mixedCardBacks
    ? [
        {
          code: 'OPAQUE_SLEEVES',
          section: '202',
          message: 'The deck mixes card backs: every card must be in identical, opaque-backed sleeves (202)',
        },
      ]
    : [];
