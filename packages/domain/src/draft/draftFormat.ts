import { fail, ok, type Result } from '../shared/error.ts';
import type { LimitedFormatId } from './product.ts';

export type DraftFormatId = Exclude<LimitedFormatId, 'sealed'>;

/** 234: a Sealed Deck event opens its product; only the draft formats have draft sheets. */
export const draftFormat = (format: LimitedFormatId): Result<DraftFormatId> =>
  format === 'sealed'
    ? fail('NOT_A_DRAFT', 'A Sealed Deck event opens its product: no draft sheet.', '234')
    : ok(format);

/** 236: only a Rochester Draft has a called draft; Booster Draft packs are passed. */
export const rochesterDraft = (format: LimitedFormatId): Result<'rochester-draft'> =>
  format === 'rochester-draft'
    ? ok(format)
    : fail('NOT_ROCHESTER_DRAFT', 'Only a Rochester Draft has a called draft; Booster Draft packs are passed.', '236');
