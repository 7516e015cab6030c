export * from './schemas.ts';
export * from './route.ts';
export * from './routeTable.ts';
