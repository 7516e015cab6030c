import { describe, expect, it } from 'vitest';
import { address } from './address';

describe('address', () => {
  it.each([
    ['/events', {}, {}, '/events'],
    ['/events/:id/standings', { id: 'e1' }, {}, '/events/e1/standings'],
    ['/events/:id/standings', { id: 'e1' }, { round: 2, division: undefined }, '/events/e1/standings?round=2'],
    [
      '/events/:id/rounds/:n',
      { id: 'e1', n: 3 },
      { page: 2, pageSize: 100 },
      '/events/e1/rounds/3?page=2&pageSize=100',
    ],
    ['/self-report/:token', { token: 'a/b c' }, {}, '/self-report/a%2Fb%20c'],
    ['/teams', {}, { q: 'Team & Co' }, '/teams?q=Team+%26+Co'],
    ['/events/:id/live', { id: 'e1' }, { versions: '1' }, '/events/e1/live?versions=1'],
  ])('%s with %j and %j is %s', (path, params, query, expected) => {
    expect(address(path, params, query)).toBe(expected);
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => address('/events/:id/players/:playerId', { id: 'e1' })).toThrow('needs the parameter playerId');
  });
});
