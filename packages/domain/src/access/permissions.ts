// Issue #7: who may do what in one event. The organizer owns the event and manages its staff.
import { AppError } from '../shared/error.ts';

export const eventRoles = ['organizer', 'headJudge', 'judge', 'scorekeeper'] as const;
export type EventRole = (typeof eventRoles)[number];

export const eventActions = [
  'view',
  'manageEvent',
  'manageStaff',
  'registerPlayers',
  'pair',
  'publish',
  'enterResults',
  'correctResults',
  'checkDecks',
  'disqualify',
  'overridePairingCheck',
  'recordPenalties',
  'changePenalties',
  'pickDeckChecks',
  'export',
] as const;
export type EventAction = (typeof eventActions)[number];

/** The one table of rights: for each action, the roles that may take it. */
export const permissions: Readonly<Record<EventAction, readonly EventRole[]>> = {
  view: ['organizer', 'headJudge', 'judge', 'scorekeeper'],
  manageEvent: ['organizer'],
  manageStaff: ['organizer'],
  registerPlayers: ['organizer', 'headJudge', 'scorekeeper'],
  pair: ['organizer', 'headJudge', 'scorekeeper'],
  publish: ['organizer', 'headJudge', 'scorekeeper'],
  enterResults: ['organizer', 'headJudge', 'judge', 'scorekeeper'],
  correctResults: ['organizer', 'headJudge', 'scorekeeper'],
  /** Decklists are not public: every staff role reads them and records deck checks. */
  checkDecks: ['organizer', 'headJudge', 'judge', 'scorekeeper'],
  disqualify: ['organizer', 'headJudge'],
  /** Publish a round whose pairings failed the check (210), with a reason. */
  overridePairingCheck: ['organizer', 'headJudge'],
  /** Judges record infractions and penalties, and read players' penalty histories. */
  recordPenalties: ['organizer', 'headJudge', 'judge'],
  /** The head judge upgrades or downgrades a penalty, and sets the event's penalty catalogue. */
  changePenalties: ['organizer', 'headJudge'],
  /** The head judge picks the tables for deck checks (216). */
  pickDeckChecks: ['organizer', 'headJudge'],
  export: ['organizer', 'headJudge', 'scorekeeper'],
};

export const mayAct = (role: EventRole | undefined, action: EventAction): boolean =>
  role !== undefined && permissions[action].includes(role);

/** The refusal of an action no role of the account's in the event allows. */
export const forbidden = (action: EventAction) =>
  new AppError('FORBIDDEN', `You have no role in this event that allows ${action}.`);
