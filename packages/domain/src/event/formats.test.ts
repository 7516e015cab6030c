import { describe, expect, it } from 'vitest';
import { findEventFormat, type EventFormat } from './formats.ts';

describe('findEventFormat (201)', () => {
  const house: EventFormat[] = [
    { id: 'legends-cup', name: 'Legends Cup', kind: 'constructed' },
    { id: 'prerelease-40', name: 'Prerelease 40', kind: 'limited' },
  ];

  it.each([
    ['modified', 'Modified', 'constructed'],
    ['sealed', 'Sealed Deck', 'limited'],
    ['legends-cup', 'Legends Cup', 'constructed'],
    ['prerelease-40', 'Prerelease 40', 'limited'],
  ])('finds %s as %s (%s)', (id, name, kind) => {
    expect(findEventFormat(id, house)).toEqual({ id, name, kind });
  });

  it('knows no house format unless it is passed in', () => {
    expect(findEventFormat('legends-cup')).toBeUndefined();
  });

  it('never lets a house format shadow a built-in one', () => {
    expect(findEventFormat('sealed', [{ id: 'sealed', name: 'Fake Sealed', kind: 'constructed' }])).toEqual({
      id: 'sealed',
      name: 'Sealed Deck',
      kind: 'limited',
    });
  });
});
