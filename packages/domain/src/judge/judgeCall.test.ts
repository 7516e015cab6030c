import { describe, expect, it } from 'vitest';
import {
  callExtensionMinutes,
  canCallJudge,
  claimCall,
  creditCall,
  resolveCall,
  type JudgeCallFacts,
} from './judgeCall.ts';

const open: JudgeCallFacts = {
  table: 3,
  calledAt: '2026-11-23T10:00:00.000Z',
  claimedBy: null,
  claimedAt: null,
  resolvedAt: null,
};
const taken: JudgeCallFacts = { ...open, claimedBy: 'ann@judges.test', claimedAt: '2026-11-23T10:01:00.000Z' };
const resolved: JudgeCallFacts = { ...taken, resolvedAt: '2026-11-23T10:04:00.000Z' };

describe('judge calls (216)', () => {
  it.each([
    ['a table in play', 3, { playing: [1, 2, 3], openCallTables: [1] }, { ok: true, value: 3 }],
    [
      'a table without a match in play',
      9,
      { playing: [1, 2, 3], openCallTables: [] },
      { ok: false, error: { code: 'TABLE_NOT_PLAYING', field: 'table' } },
    ],
    [
      'a table whose call is open',
      1,
      { playing: [1, 2, 3], openCallTables: [1] },
      { ok: false, error: { code: 'CALL_OPEN', message: 'Table 1 already called a judge; one is on the way.' } },
    ],
  ])('canCallJudge: %s', (_, table, facts, expected) => {
    expect(canCallJudge(table, facts)).toMatchObject(expected);
  });

  it.each([
    ['an open call', open, 'bob@judges.test', { ok: true }],
    ['the claimer again', taken, 'ann@judges.test', { ok: true }],
    [
      'another judge’s call',
      taken,
      'bob@judges.test',
      { ok: false, error: { code: 'CALL_TAKEN', message: 'ann@judges.test has taken the call from table 3.' } },
    ],
    ['a resolved call', resolved, 'ann@judges.test', { ok: false, error: { code: 'CALL_RESOLVED' } }],
  ])('claimCall: %s', (_, call, judge, expected) => {
    expect(claimCall(call, judge)).toMatchObject(expected);
  });

  it.each([
    [
      'with a note',
      taken,
      'ann@judges.test',
      ' Ruled on Energy removal ',
      { ok: true, value: 'Ruled on Energy removal' },
    ],
    ['an untaken call', open, 'bob@judges.test', 'Answered', { ok: true }],
    ['without a note', taken, 'ann@judges.test', ' ', { ok: false, error: { code: 'NOTE_REQUIRED', field: 'note' } }],
    ['another judge’s call', taken, 'bob@judges.test', 'x', { ok: false, error: { code: 'CALL_TAKEN' } }],
  ])('resolveCall: %s', (_, call, judge, note, expected) => {
    expect(resolveCall(call, judge, note)).toMatchObject(expected);
  });

  it.each([
    ['four minutes', '2026-11-23T10:00:00.000Z', '2026-11-23T10:04:00.000Z', 4],
    ['a part minute rounds up', '2026-11-23T10:00:00.000Z', '2026-11-23T10:02:01.000Z', 3],
    ['no time', '2026-11-23T10:00:00.000Z', '2026-11-23T10:00:00.000Z', 0],
  ])('callExtensionMinutes: %s', (_, from, to, minutes) => {
    expect(callExtensionMinutes(from, to)).toBe(minutes);
  });

  it.each([
    ['a resolved call', { ...resolved, creditedMinutes: null }, { ok: true, value: 4 }],
    ['an open call', { ...taken, creditedMinutes: null }, { ok: false, error: { code: 'CALL_NOT_RESOLVED' } }],
    [
      'a call credited already',
      { ...resolved, creditedMinutes: 4 },
      { ok: false, error: { code: 'EXTENSION_CREDITED', message: 'Table 3 already has 4 minutes for this call.' } },
    ],
  ])('creditCall: %s', (_, call, expected) => {
    expect(creditCall(call)).toMatchObject(expected);
  });
});
