// Tournament Operations Manager files (.tdf): Play! Pokémon's event format, read and written.
export * from './types.ts';
export * from './outcomeCodes.ts';
export * from './parseTdf.ts';
export * from './writeTdf.ts';
export * from './tdfEvent.ts';
export * from './tdfDivisions.ts';
export * from './canExportTdf.ts';
export * from './tdfSlotSeeds.ts';
export * from './tomTieOrder.ts';
