// Events moved between installations: the app's own export (export.json) read into another installation.
export * from './remapIds.ts';
