// Issue #7: per-event roles and their rights.
export * from './permissions.ts';
export * from './accountEntry.ts';
export * from './staff.ts';
export * from './loginDelay.ts';
