// 201: the formats the DCI sanctions, as data, by the ids events use.
import { MODIFIED } from './modified.ts';
import { BOOSTER_DRAFT, ROCHESTER_DRAFT, SEALED } from './limited.ts';
import type { Format } from './types.ts';
import { UNLIMITED } from './unlimited.ts';

export const BUILT_IN_FORMATS: readonly Format[] = [MODIFIED, UNLIMITED, SEALED, BOOSTER_DRAFT, ROCHESTER_DRAFT];

export const findFormat = (id: string): Format | undefined => BUILT_IN_FORMATS.find((format) => format.id === id);
