export * from './types.ts';
export * from './matchStructure.ts';
export * from './prizes.ts';
export * from './points.ts';
export * from './timeCalled.ts';
export * from './matchWinner.ts';
export * from './firstPlayer.ts';
