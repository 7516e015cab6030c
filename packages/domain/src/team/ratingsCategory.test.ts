import { describe, expect, it } from 'vitest';
import { ratingsCategory } from './ratingsCategory.ts';

describe('ratingsCategory (201, 245, 246)', () => {
  it.each([
    [true, 'modified', 'Team Constructed', null],
    [true, 'sealed', 'Team Limited', null],
    [true, 'unlimited', null, 'NOT_A_TEAM_EVENT'],
    [false, 'modified', null, 'NOT_A_TEAM_EVENT'],
  ])('teams %s, format %s → %s', (teams, format, category, code) => {
    const result = ratingsCategory({ teams, format });
    expect(result.ok ? result.value : null).toBe(category);
    expect(result.ok ? null : result.error).toEqual(code ? expect.objectContaining({ code, section: '201' }) : null);
  });
});
