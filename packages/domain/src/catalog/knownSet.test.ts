import { describe, expect, it } from 'vitest';
import { builtInCatalog } from './builtIn.ts';
import { knownSet } from './knownSet.ts';

describe('knownSet (202)', () => {
  it.each([
    ['base1', 'base1', null],
    ['nope', null, 'UNKNOWN_SET'],
  ])('%s', (query, id, code) => {
    const result = knownSet(builtInCatalog, query);
    expect(result.ok ? result.value.id : null).toBe(id);
    expect(result.ok ? null : result.error).toEqual(
      code ? expect.objectContaining({ code, section: '202', field: 'set' }) : null,
    );
  });
});
