export * from './error.ts';
export * from './errorCodes.ts';
export * from './random.ts';
export * from './idempotentReplay.ts';
