// 201: the formats the DCI sanctions, and whether each is Constructed or Limited.
export type FormatKind = 'constructed' | 'limited';

export interface EventFormat {
  id: string;
  name: string;
  kind: FormatKind;
}

export const eventFormats: readonly EventFormat[] = [
  { id: 'modified', name: 'Modified', kind: 'constructed' },
  { id: 'unlimited', name: 'Unlimited', kind: 'constructed' },
  { id: 'sealed', name: 'Sealed Deck', kind: 'limited' },
  { id: 'booster-draft', name: 'Booster Draft', kind: 'limited' },
  { id: 'rochester-draft', name: 'Rochester Draft', kind: 'limited' },
];

/**
 * A built-in format, else one of the organizer's house formats passed in (their ids never shadow a built-in one).
 * A house format's kind is the one its definition declares: Constructed unless it says Limited.
 */
export const findEventFormat = (
  id: string | null,
  houseFormats: readonly EventFormat[] = [],
): EventFormat | undefined =>
  id === null ? undefined : (eventFormats.find((f) => f.id === id) ?? houseFormats.find((f) => f.id === id));
