import type { EventAction, EventRole } from '@tcg/domain/access';

export const roleNames: Record<EventRole, string> = {
  organizer: 'Organizer',
  headJudge: 'Head judge',
  judge: 'Judge',
  scorekeeper: 'Scorekeeper',
};

export const actionNames: Record<EventAction, string> = {
  view: 'See the event when it is private',
  manageEvent: 'Change the event’s settings',
  manageStaff: 'Invite and remove staff',
  registerPlayers: 'Register, drop and edit players',
  pair: 'Pair rounds',
  publish: 'Publish pairings',
  enterResults: 'Enter results',
  correctResults: 'Correct results',
  checkDecks: 'Read decklists and record deck checks',
  disqualify: 'Disqualify a player',
  overridePairingCheck: 'Publish pairings that failed the check, with a reason',
  recordPenalties: 'Record penalties and read penalty histories',
  changePenalties: 'Upgrade or downgrade penalties, set the penalty catalogue',
  pickDeckChecks: 'Pick tables for deck checks',
  export: 'Export the event',
};
