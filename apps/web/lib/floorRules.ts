import { eventFormats, type FormatKind } from '@tcg/domain/event';

/** The names of the DCI formats of a kind (201), as the domain lists them. */
const formatNames = (kind: FormatKind) =>
  eventFormats
    .filter((f) => f.kind === kind)
    .map((f) => f.name)
    .join(', ');

/** The 2003 floor-rules sections this app names, by number and title, each summed up in our own words (not the rules text). */
export const ruleSections: readonly { section: string; title: string; summary: string }[] = [
  {
    section: '200',
    title: 'General Pokémon Tournament Rules',
    summary: 'What every sanctioned Pokémon TCG event has in common.',
  },
  {
    section: '201',
    title: 'Format and Ratings Categories',
    summary: `The formats events can use: Constructed (${formatNames('constructed')}) and Limited (${formatNames('limited')}).`,
  },
  {
    section: '202',
    title: 'Authorized Cards',
    summary:
      'Which printed cards may be played; decks that mix card backs or languages must use identical opaque sleeves. Decklists name each card so it can be found.',
  },
  {
    section: '203',
    title: 'Card Interpretations',
    summary:
      'Judges rule on cards by their local-language printing; some events name the Japanese or the English text instead.',
  },
  {
    section: '204',
    title: 'New Releases',
    summary:
      'A new set becomes legal on its release date; a card from a set not yet released is not legal on that day.',
  },
  { section: '210', title: 'Pokémon Tournament Mechanics', summary: 'How matches are played at an event.' },
  {
    section: '211',
    title: 'Match Structure',
    summary:
      'A match is one game unless the organizer runs matches of more than one game (here best of three or five), which must be announced before the event begins.',
  },
  {
    section: '212',
    title: 'Match Time Limits',
    summary: 'Rounds are timed; the organizer announces the round length.',
  },
  {
    section: '213',
    title: 'Who Plays First',
    summary:
      'A coin toss (or another random method) decides who chooses to go first; in later games of a match the loser of the last game chooses.',
  },
  {
    section: '214',
    title: 'Pregame Procedures',
    summary:
      'Shuffling, drawing the opening hand and putting a Basic Pokémon into play; a deck with no Basic (or Baby) Pokémon could never start a game.',
  },
  {
    section: '215',
    title: 'Mulligan Rule',
    summary: 'A hand with no Basic Pokémon is shown and redrawn; the opponent may draw extra cards.',
  },
  {
    section: '216',
    title: 'End-of-Match Procedures',
    summary:
      'When time is called, a player in midturn finishes the turn; in a single-game match fewer Prizes left wins (2 match points instead of 3 under the Alternate Scoring System), equal Prizes is a draw.',
  },
  {
    section: '217',
    title: 'Determining a Match Winner',
    summary: 'How the winner of a match is decided from its games.',
  },
  {
    section: '220',
    title: 'Rules for Constructed Tournaments',
    summary: 'Players bring their own decks built before the event.',
  },
  {
    section: '221',
    title: 'Deck-Size Limits',
    summary:
      'A Constructed deck has exactly 60 cards and at most 4 copies of any card by its English title; basic Energy is not limited.',
  },
  { section: '222', title: 'Sideboard Use', summary: 'Pokémon tournaments use no sideboards.' },
  {
    section: '225',
    title: 'Unlimited Deck Construction',
    summary: 'Every Wizards of the Coast set and promo may be played, except a short list of banned cards.',
  },
  {
    section: '226',
    title: 'Modified Deck Construction',
    summary:
      'Only recent sets (Neo Genesis onward, Legendary Collection, Expedition and later, some promos) may be played; older printings are allowed when they are copies of legal cards or basic Energy. A few cards are banned.',
  },
  {
    section: '230',
    title: 'Rules for Limited Tournaments',
    summary: 'Players build decks at the event from product opened there.',
  },
  {
    section: '231',
    title: 'Deck-Size Construction Rules',
    summary:
      'A Limited deck has exactly 40 cards, no copy limit, and any number of basic Energy; other cards must come from the player’s own pool.',
  },
  { section: '232', title: 'Prize Cards', summary: 'Limited games use four Prize cards instead of six.' },
  {
    section: '233',
    title: 'Materials Provided',
    summary: 'What the organizer hands out for Limited events, such as basic Energy.',
  },
  {
    section: '234',
    title: 'Rules for Sealed Deck Tournaments',
    summary: 'Each player builds a deck from sealed product opened at the event.',
  },
  {
    section: '235',
    title: 'Rules for Booster Draft Tournaments',
    summary: 'Players draft cards from boosters passed around a table, then build decks.',
  },
  {
    section: '236',
    title: 'Rules for Rochester Draft Tournaments',
    summary:
      'Six boosters a player; in each phase the Active player opens two boosters (the oldest set first) and lays them out face up for everyone to draft from; see Appendix A.',
  },
  {
    section: 'UTR',
    title: 'DCI Universal Tournament Rules',
    summary:
      'The floor rules work with them: they, not a floor-rules section, govern drops and registered decklists, fixed once round 1 is paired.',
  },
  {
    section: 'custom',
    title: 'Custom (house) formats',
    summary:
      'Not a floor-rules section: an organizer’s own format, with its own sets, bans, deck size, copy limit and card groups.',
  },
];
