export * from './types.ts';
export * from './policies.ts';
export * from './standings.ts';
export { policyPoints } from './outcomePoints.ts';
export { FIGURE_TOLERANCE } from './rank.ts';
export { lateEntryLosses } from './lateEntry.ts';
