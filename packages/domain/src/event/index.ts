export * from './formats.ts';
export * from './eventSettings.ts';
export * from './registration.ts';
export * from './participation.ts';
export * from './roundControl.ts';
