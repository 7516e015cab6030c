export * from './types.ts';
export * from './catalog.ts';
export * from './normalize.ts';
export * from './basicEnergy.ts';
export * from './reprints.ts';
export * from './search.ts';
export * from './builtIn.ts';
export * from './knownSet.ts';
