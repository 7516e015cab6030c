import { describe, expect, it } from 'vitest';
import { checkDate, knownFormat } from './knownFormat.ts';

describe('knownFormat (201)', () => {
  it.each([
    ['modified', { id: 'modified' }, null],
    ['expanded', null, 'UNKNOWN_FORMAT'],
  ])('%s', (id, format, code) => {
    const result = knownFormat(id, format);
    expect(result.ok ? null : result.error).toEqual(
      code ? expect.objectContaining({ code, section: '201', field: 'format' }) : null,
    );
  });
});

describe('checkDate (204)', () => {
  it.each([
    ['2003-02-28', null],
    ['2003-02-30', 'INVALID_DATE'],
    ['yesterday', 'INVALID_DATE'],
  ])('%s', (date, code) => {
    const result = checkDate(date);
    expect(result.ok ? null : result.error).toEqual(
      code ? expect.objectContaining({ code, section: '204', field: 'date' }) : null,
    );
  });
});
