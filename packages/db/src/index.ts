export { createDb, type Db, type DbOptions } from './client.ts';
export { eventRepository, type EventRecord, type EventRepository, type EventStatus } from './events.ts';
