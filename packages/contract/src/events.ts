import { Type } from 'typebox';
import { Nullable, Uuid } from './common.ts';
import { DecklistPublication } from './decklists.ts';
import { DivisionGroups, GroupRounds } from './divisions.ts';
import { ScoringInput, TableScoring } from './podPlay.ts';
import { eventFormats } from '@tcg/domain/event';

export const Scoring = Type.Object({
  policy: Type.Union([Type.Literal('dci2003'), Type.Literal('playpokemon')]),
  alternateScoring: Type.Boolean({
    description: 'Pokémon Alternate Scoring System (216): a single-game win on Prizes at time is worth 2.',
  }),
});

const Day = (description: string) => Type.String({ maxLength: 40, description: `YYYY-MM-DD: ${description}` });

const UnlistedPromos = Type.Union([Type.Literal('allow'), Type.Literal('exclude')], {
  description:
    'Promo sets the 2003 text does not name (Nintendo Black Star promos, POP Series 1, EX Trainer Kits): allowed or excluded by the organizer in every deck check of the event (225, 226).',
});

const InterpretationClass = Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Null()], {
  description:
    'Card interpretations (203): "A" rules on the Japanese cards, "B" on the English cards; null on the local-language cards.',
});

const NewSetHoldWeeks = Type.Union([Type.Integer(), Type.Null()], {
  description:
    'New releases (204 ¶2): a new set is allowed at this event only 2–6 weeks after its release; null, from its release day.',
});

export const Event = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    shortCode: Type.String({
      description:
        'The room’s short address: /e/<shortCode> opens the event’s page (GET /api/e/:code). Four characters without 0, O, 1, I or L; unique.',
    }),
    format: Nullable(
      Type.String({
        description: 'The card format (201); null for a pod-play event that named none: it takes no decklists.',
      }),
    ),
    date: Day('the event’s (first) day; decks are judged on it (204).'),
    endDate: Type.Union([Type.Null(), Day('the last day of a multi-day event.')]),
    bestOf: Type.Integer(),
    roundMinutes: Type.Integer(),
    rounds: Type.Union([Type.Integer(), Type.Null()]),
    scoring: Scoring,
    unlistedPromos: UnlistedPromos,
    interpretationClass: InterpretationClass,
    newSetHoldWeeks: NewSetHoldWeeks,
    status: Type.Union([Type.Literal('registration'), Type.Literal('running'), Type.Literal('finished')]),
    createdAt: Type.String({ format: 'date-time' }),
    players: Type.Integer({ description: 'Players registered, dropped and disqualified included.' }),
    roundsPaired: Type.Integer({ description: 'Swiss rounds paired, a draft included.' }),
    roundsPublished: Type.Integer({ description: 'Swiss rounds published: what players have seen (a draft is not).' }),
    recommendedRounds: Type.Object(
      { rounds: Type.Integer(), reason: Type.String() },
      { description: 'The DCI chart’s number of Swiss rounds for the players registered; `rounds` overrides it.' },
    ),
    private: Type.Boolean({ description: 'Only the organizer and staff see a private event.' }),
    teams: Type.Boolean({ description: 'A two-player team event (201): teams enter with POST /api/events/:id/teams.' }),
    premier: Type.Boolean({ description: 'A premier team event: a team that plays here keeps its name (242).' }),
    ownerId: Type.Union([Uuid, Type.Null()], { description: 'The organizer’s account.' }),
    divisionGroups: DivisionGroups,
    groupRounds: GroupRounds,
    type: Type.Union([Type.Literal('swiss'), Type.Literal('pods')], {
      description: 'swiss: matches of two (210); pods: casual multiplayer tables (#19).',
    }),
    game: Type.Union([Type.Literal('tcg'), Type.Literal('vgc')], {
      description:
        'tcg: the Pokémon TCG, deck rules apply; vgc: the video game (a VGC file imported from TOM), no decks: standings and the TOM bridge the same (#29).',
    }),
    tableSize: Type.Union([Type.Integer(), Type.Null()], { description: 'Pod play: seats per table (2–6).' }),
    tableScoring: Type.Union([TableScoring, Type.Null()]),
    decklists: Nullable(DecklistPublication),
  },
  { $id: 'Event' },
);

/** What is true of an event now (eventPhase): the list shows it instead of the stored status. */
export const EventPhaseView = Type.Object({
  phase: Type.Union([
    Type.Literal('registration'),
    Type.Literal('swiss'),
    Type.Literal('cutToMake'),
    Type.Literal('topCut'),
    Type.Literal('finished'),
  ]),
  label: Type.String({ description: 'What the event page says, e.g. "Swiss rounds finished: top cut to make".' }),
  registrationOpen: Type.Boolean({ description: 'Someone may still enter (late entrants included).' }),
});

export const EventListItem = Type.Object({ ...Event.properties, phase: EventPhaseView });

export const CreateEvent = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    format: Type.Optional(
      Type.String({
        maxLength: 200,
        description: `One of ${eventFormats.map((f) => f.id).join(', ')}, or the id of a custom format (POST /api/formats); a custom format is Limited only when its definition says kind "limited". Required (400 FORMAT_REQUIRED) except for pod play (\`type: "pods"\`), which then has no deck rules.`,
      }),
    ),
    date: Type.Optional(Day('the event’s (first) day, today when left out; decks are judged on it (204).')),
    endDate: Type.Optional(Type.Union([Type.Null(), Day('the last day of a multi-day event.')])),
    unlistedPromos: Type.Optional(UnlistedPromos),
    interpretationClass: Type.Optional(InterpretationClass),
    newSetHoldWeeks: Type.Optional(NewSetHoldWeeks),
    bestOf: Type.Optional(
      Type.Integer({
        description:
          'Games per match, fixed before round 1 (211): best of 1, 3 or 5, or a fixed 2 or 4 games (an even split is a draw).',
      }),
    ),
    roundMinutes: Type.Optional(Type.Integer({ description: 'Round time in minutes (212 recommends 30).' })),
    rounds: Type.Optional(
      Type.Integer({ description: 'Number of Swiss rounds; recommended from attendance when left out.' }),
    ),
    teams: Type.Optional(
      Type.Boolean({
        description:
          'Two-player team event: format modified (Team Constructed, 50-minute rounds) or sealed (Team Limited, 40), else 400 TEAM_FORMAT_REQUIRED.',
      }),
    ),
    premier: Type.Optional(
      Type.Boolean({ description: 'Premier team event: team names played here are reserved (242).' }),
    ),
    type: Type.Optional(
      Type.String({ maxLength: 20, description: '"swiss" (the default) or "pods": casual multiplayer tables.' }),
    ),
    tableSize: Type.Optional(
      Type.Integer({ minimum: -1000, maximum: 1000, description: 'Pod play: seats per table, 2 to 6.' }),
    ),
    scoring: Type.Optional(ScoringInput),
  },
  { additionalProperties: false },
);

export const EventChanges = Type.Object(
  {
    date: Type.Optional(Day('only before round 1 is paired (409 DATE_LOCKED).')),
    endDate: Type.Optional(Type.Union([Type.Null(), Day('only before round 1 is paired; null for a one-day event.')])),
    scoring: Type.Optional(
      Type.Object(
        { policy: Type.Optional(Type.String()), alternateScoring: Type.Optional(Type.Boolean()) },
        { additionalProperties: false, description: 'Only before round 1 is paired (216, 409 SCORING_LOCKED).' },
      ),
    ),
    unlistedPromos: Type.Optional(UnlistedPromos),
    interpretationClass: Type.Optional(InterpretationClass),
    newSetHoldWeeks: Type.Optional(NewSetHoldWeeks),
    bestOf: Type.Optional(Type.Integer({ description: 'Only before round 1 is paired (211).' })),
    roundMinutes: Type.Optional(Type.Integer()),
    rounds: Type.Optional(
      Type.Integer({ description: 'Overrides the recommended number of Swiss rounds; never below the rounds paired.' }),
    ),
    private: Type.Optional(Type.Boolean({ description: 'Hide the event from everyone without a role in it.' })),
  },
  { additionalProperties: false },
);

/** GET /api/e/:code: the room's short address as a player types it (any letter case). */
export const ShortCodeParams = Type.Object({
  code: Type.String({
    maxLength: 20,
    description: 'The event’s short code, e.g. K7PQ (letter case, spaces and dashes ignored).',
  }),
});

/** DELETE /api/events/:id: the event's name, typed by the organizer. */
export const EventDeletion = Type.Object(
  { confirm: Type.String({ maxLength: 200, description: 'The event’s name, as confirmation.' }) },
  { additionalProperties: false },
);
