export * from './recommendCut.ts';
export * from './standingRows.ts';
export * from './selectCut.ts';
export * from './bracket.ts';
export * from './eliminationResult.ts';
export * from './advance.ts';
export * from './placements.ts';
