// 201, 245, 246, Appendix A.B 1 and 5–7: Team Constructed (Modified) and Team Limited (Sealed Deck).
import { type Result, type RuleError, fail, ok } from '../shared/error.ts';
import { TEAM_PLAY_SECTION, type PlayerSeat } from './types.ts';

export type TeamFormat = 'team-constructed' | 'team-limited';

export interface TeamFormatRules {
  /** The format each member's deck is built in (201). */
  deckFormat: 'Modified' | 'Sealed Deck';
  /** Exact deck size, per member (221, 231). */
  deckSize: number;
  /** Prizes each player sets out at the start of a game (Appendix A.B 5–6). */
  prizes: Readonly<Record<PlayerSeat, number>>;
  /** Length of a round (Appendix A.B 7). */
  roundMinutes: number;
  /** The DCI ratings category results are merged into (201, 245, 246). */
  ratingsCategory: 'Team Constructed' | 'Team Limited';
}

export const TEAM_FORMATS: Readonly<Record<TeamFormat, TeamFormatRules>> = {
  'team-constructed': {
    deckFormat: 'Modified',
    deckSize: 60,
    prizes: { A: 3, B: 2 },
    roundMinutes: 50,
    ratingsCategory: 'Team Constructed',
  },
  'team-limited': {
    deckFormat: 'Sealed Deck',
    deckSize: 40,
    prizes: { A: 2, B: 2 },
    roundMinutes: 40,
    ratingsCategory: 'Team Limited',
  },
};

/** Prizes a team sets out in all: 5 in Team Constructed, 4 in Team Limited. */
export const prizesPerTeam = (format: TeamFormat): number =>
  TEAM_FORMATS[format].prizes.A + TEAM_FORMATS[format].prizes.B;

/** Each member registers a deck of their own, of exactly the format's size; `decks` holds each registered deck's card count. */
export function checkTeamDecks(format: TeamFormat, decks: Readonly<Partial<Record<PlayerSeat, number>>>): RuleError[] {
  const { deckSize, deckFormat } = TEAM_FORMATS[format];
  return (['A', 'B'] as const).flatMap((seat): RuleError[] => {
    const cards = decks[seat];
    if (cards === undefined) {
      return [
        {
          code: 'DECK_NOT_REGISTERED',
          section: TEAM_PLAY_SECTION,
          field: `decks.${seat}`,
          message: `Player ${seat} has not registered a deck.`,
        },
      ];
    }
    if (cards === deckSize) return [];
    const section = deckFormat === 'Modified' ? '221' : '231';
    return [
      {
        code: 'DECK_SIZE',
        section,
        field: `decks.${seat}`,
        message: `Player ${seat}'s ${deckFormat} deck has ${cards} cards; it must have exactly ${deckSize}.`,
      },
    ];
  });
}

const TEAM_FORMAT_OF_EVENT: Readonly<Record<string, TeamFormat>> = {
  modified: 'team-constructed',
  sealed: 'team-limited',
};

/** The team format of an event run in `eventFormat`: Team Constructed is played in Modified, Team Limited in Sealed Deck (201). */
export function teamFormatOf(eventFormat: string | null): Result<TeamFormat> {
  const format = eventFormat === null ? undefined : TEAM_FORMAT_OF_EVENT[eventFormat];
  if (format) return ok(format);
  const message = `A team event is Team Constructed (format "modified") or Team Limited (format "sealed"), not "${(eventFormat ?? 'none').slice(0, 60)}".`;
  return fail('TEAM_FORMAT_REQUIRED', message, '201', 'format');
}
