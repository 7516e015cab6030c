export * from './formats.ts';
export * from './eventSettings.ts';
