export * from './error.ts';
export * from './random.ts';
