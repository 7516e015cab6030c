import path from 'node:path';

/** The organizer that specs/auth.setup.ts creates through /setup; every spec runs signed in as them unless it says otherwise. */
export const organizerState = path.join(import.meta.dirname, '.auth/organizer.json');

export const organizer = {
  name: 'Venue Organizer',
  email: 'organizer@example.org',
  password: 'correct horse battery staple',
};
