// The app's own export (GET /api/events/:id/export.json, POST /api/imports/event): one event, complete, versioned.
import { Type } from 'typebox';

/** Rows of one table as stored: column names as in prisma/schema.prisma, dates as ISO 8601 strings. */
const Rows = (description: string) => Type.Array(Type.Record(Type.String(), Type.Unknown()), { description });

/** Version 2 adds penalties, judge calls, deck-check picks and self-reporting; an import still reads version 1. */
export const EVENT_EXPORT_VERSION = 2;

export const EventExport = Type.Object(
  {
    format: Type.Literal('tcg-event', { description: 'What the file is.' }),
    version: Type.Union([Type.Literal(1), Type.Literal(EVENT_EXPORT_VERSION)], {
      description:
        'The layout version: 2 is written; 1 (without penalties, judge calls, deck-check picks and self-reporting) is still read; an import refuses another.',
    }),
    exportedAt: Type.String({ format: 'date-time' }),
    event: Type.Record(Type.String(), Type.Unknown(), {
      description: 'The Event row: settings, status, days, scoring, divisions (its organizer is not carried).',
    }),
    players: Rows('Player rows of everyone registered: an import reuses a player with the same DCI number.'),
    registrations: Rows(
      'Registration rows: drops, disqualifications, late entries, teams, years of birth and divisions.',
    ),
    teams: Rows('Team rows of the teams entered (an import reuses a team with the same members).'),
    teamMembers: Rows('TeamMember rows of those teams.'),
    teamNameRefusals: Rows('Team names the organizer refused (242).'),
    avoidPairs: Rows('Players kept apart in pairing.'),
    rounds: Rows('Round rows with their seeds, stage (swiss, elimination), publication and clock.'),
    matches: Rows('Match rows: tables, players, explanations, versions, outcomes, extensions, bracket slots.'),
    games: Rows('Game rows of the reported matches.'),
    topCuts: Rows('The TopCut row (size, seeds, draws) when the cut was made.'),
    decks: Rows('DeckRegistration rows: lists and legality as judged.'),
    deckChecks: Rows('DeckCheck rows.'),
    pods: Rows('Pod rows (Limited), with podSeats.'),
    podSeats: Rows('PodSeat rows.'),
    drafts: Rows('Draft rows (Rochester Draft), with draftTables and draftPicks.'),
    draftTables: Rows('DraftTable rows.'),
    draftPicks: Rows('DraftPick rows.'),
    pools: Rows('Pool rows (231).'),
    redrafts: Rows('The Redraft row (Appendix A 8).'),
    playTables: Type.Optional(
      Rows(
        'Pod play: PlayTable rows (a round’s tables, each result as entered), with playTableSeats; absent in files from before pod play.',
      ),
    ),
    playTableSeats: Type.Optional(Rows('Pod play: PlayTableSeat rows.')),
    penalties: Type.Optional(
      Rows('Version 2: Penalty rows (infraction, penalty, proposed, judge, changes with their reason).'),
    ),
    judgeCalls: Type.Optional(
      Rows('Version 2: JudgeCall rows (216): reason, who claimed and resolved them when, minutes credited.'),
    ),
    deckCheckPicks: Type.Optional(
      Rows('Version 2: DeckCheckPick rows (216): tables picked, seeds of random draws, times, minutes credited.'),
    ),
    selfReporting: Type.Optional(
      Rows(
        'Version 2: the SelfReporting row when players report their own results (with the secret that signs their links).',
      ),
    ),
    playerReports: Type.Optional(Rows('Version 2: PlayerReport rows: reports waiting for the opponent, or disputed.')),
    customFormats: Rows(
      'The house format the event runs under, when it is one (an import keeps a format of the same id already there).',
    ),
    auditEntries: Rows('The audit trail, oldest first: actors as the accounts’ emails, before and after as recorded.'),
  },
  {
    additionalProperties: false,
    description: 'Ids are carried as they were and renamed on import; JSON columns are carried as stored.',
  },
);
