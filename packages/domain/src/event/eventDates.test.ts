import { describe, expect, it } from 'vitest';
import { builtInCatalog } from '../catalog/builtIn.ts';
import { checkDeck } from '../deck/checkDeck.ts';
import { MODIFIED_DECK } from '../deck/sampleDecklists.ts';
import { MODIFIED } from '../format/modified.ts';
import { eventDates } from './eventDates.ts';

describe('eventDates (204)', () => {
  it.each([
    ['a one-day event', { date: '2003-07-01' }, { ok: true, value: { date: '2003-07-01', endDate: null } }],
    [
      'a two-day event',
      { date: '2003-07-01', endDate: '2003-07-02' },
      { ok: true, value: { date: '2003-07-01', endDate: '2003-07-02' } },
    ],
    [
      'an end on the same day',
      { date: '2003-07-01', endDate: '2003-07-01' },
      { ok: true, value: { date: '2003-07-01', endDate: null } },
    ],
    ['no end date', { date: '2004-02-29', endDate: null }, { ok: true, value: { date: '2004-02-29', endDate: null } }],
    [
      'a day that does not exist',
      { date: '2003-02-29' },
      { ok: false, error: { code: 'INVALID_DATE', section: '204', field: 'date' } },
    ],
    [
      'a date not written YYYY-MM-DD',
      { date: '1 July 2003' },
      { ok: false, error: { code: 'INVALID_DATE', field: 'date' } },
    ],
    [
      'an end date not written YYYY-MM-DD',
      { date: '2003-07-01', endDate: '2003-7-2' },
      { ok: false, error: { code: 'INVALID_DATE', field: 'endDate' } },
    ],
    [
      'an end before the start',
      { date: '2003-07-02', endDate: '2003-07-01' },
      { ok: false, error: { code: 'END_BEFORE_START', section: '204', field: 'endDate' } },
    ],
  ])('%s', (_, input, expected) => {
    expect(eventDates(input)).toMatchObject(expected);
  });
});

describe("a deck judged on the event's date (204)", () => {
  const dated = (date: string, line: string) =>
    checkDeck({ format: MODIFIED, date, list: MODIFIED_DECK.replace('4 Pichu N1 12', line) }, builtInCatalog);

  it.each([
    ['Skyridge (12 May 2003) on 1 July 2003', '2003-07-01', '4 Raikou SK 28', []],
    [
      'EX Dragon (24 November 2003) on 1 July 2003',
      '2003-07-01',
      '4 Absol DR 1',
      [['NOT_YET_RELEASED', '204', ['ex3-1']]],
    ],
    ['EX Dragon on its release day', '2003-11-24', '4 Absol DR 1', []],
    [
      'Skyridge the day before its release',
      '2003-05-11',
      '4 Raikou SK 28',
      [['NOT_YET_RELEASED', '204', ['ecard3-28']]],
    ],
  ])('%s', (_, date, line, problems) => {
    expect(dated(date, line).problems.map((p) => [p.code, p.section, p.cards])).toEqual(problems);
  });
});
