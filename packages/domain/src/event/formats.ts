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

export const findEventFormat = (id: string): EventFormat | undefined => eventFormats.find((f) => f.id === id);
