import { describe, expect, it } from 'vitest';
import { draftStart, draftUnderWay } from './draftStart.ts';

describe('starting a pod’s draft (Appendix A 6)', () => {
  it.each<[string, boolean, number, string | null]>([
    ['starts from the designated seat', false, 3, null],
    ['starts once', true, 3, 'DRAFT_STARTED'],
    ['needs a seat of the pod', false, 9, 'SEAT_OUT_OF_RANGE'],
  ])('%s', (_, started, firstSeat, code) => {
    const result = draftStart(2, started, { seats: 8, firstSeat });
    if (code === null) expect(result).toMatchObject({ ok: true, value: { seats: 8, firstSeat: 3, tables: [] } });
    else expect(result).toMatchObject({ ok: false, error: { code } });
  });

  it.each<[string, { id: string } | null, unknown]>([
    ['a started draft is under way', { id: 'd' }, { ok: true, value: { id: 'd' } }],
    [
      'a pod without a draft has not started',
      null,
      {
        ok: false,
        error: { code: 'DRAFT_NOT_STARTED', section: 'Appendix A 6', message: "Pod 2's draft has not started." },
      },
    ],
  ])('%s', (_, draft, expected) => {
    expect(draftUnderWay(2, draft)).toEqual(expected);
  });
});
