import { describe, expect, it } from 'vitest';
import { draftFormat, rochesterDraft } from './draftFormat.ts';
import type { LimitedFormatId } from './product.ts';

describe('the draft a Limited format has (234–236)', () => {
  it.each<[LimitedFormatId, string | null, string | null]>([
    ['sealed', 'NOT_A_DRAFT', 'NOT_ROCHESTER_DRAFT'],
    ['booster-draft', null, 'NOT_ROCHESTER_DRAFT'],
    ['rochester-draft', null, null],
  ])('%s: sheet %s, called draft %s', (format, sheet, called) => {
    const expected = (code: string | null, section: string) =>
      code ? { ok: false, error: { code, section } } : { ok: true, value: format };
    expect(draftFormat(format)).toMatchObject(expected(sheet, '234'));
    expect(rochesterDraft(format)).toMatchObject(expected(called, '236'));
  });
});
