export * from './tableScoring.ts';
export * from './tableSizes.ts';
export * from './seatTables.ts';
export * from './tableResult.ts';
export * from './recordedDraw.ts';
export * from './podStandings.ts';
export * from './seatingProgress.ts';
export * from './eventPlay.ts';
