import { describe, expect, it } from 'vitest';
import { TEAM_FORMATS, checkTeamDecks, prizesPerTeam, teamFormatOf } from './teamFormats.ts';

describe('TEAM_FORMATS (201, 245, 246, Appendix A.B)', () => {
  it.each([
    [
      'Team Constructed as Modified, 60 cards each, 3 + 2 Prizes, 50-minute rounds',
      'team-constructed' as const,
      {
        deckFormat: 'Modified',
        deckSize: 60,
        prizes: { A: 3, B: 2 },
        roundMinutes: 50,
        ratingsCategory: 'Team Constructed',
      },
    ],
    [
      'Team Limited as Sealed Deck, 40 cards each, 2 + 2 Prizes, 40-minute rounds',
      'team-limited' as const,
      {
        deckFormat: 'Sealed Deck',
        deckSize: 40,
        prizes: { A: 2, B: 2 },
        roundMinutes: 40,
        ratingsCategory: 'Team Limited',
      },
    ],
  ])('runs %s', (_, format, expected) => {
    expect(TEAM_FORMATS[format]).toEqual(expected);
  });

  it('sets out 5 Prizes per team in Constructed and 4 in Limited', () => {
    expect([prizesPerTeam('team-constructed'), prizesPerTeam('team-limited')]).toEqual([5, 4]);
  });
});

describe('checkTeamDecks', () => {
  it('accepts a deck of the exact size from each member', () => {
    expect(checkTeamDecks('team-constructed', { A: 60, B: 60 })).toEqual([]);
    expect(checkTeamDecks('team-limited', { A: 40, B: 40 })).toEqual([]);
  });

  it('names the member whose deck is missing or the wrong size', () => {
    expect(checkTeamDecks('team-constructed', { B: 61 }).map((e) => [e.code, e.field, e.section])).toEqual([
      ['DECK_NOT_REGISTERED', 'decks.A', 'Appendix A.B'],
      ['DECK_SIZE', 'decks.B', '221'],
    ]);
    expect(checkTeamDecks('team-limited', { A: 60, B: 40 }).map((e) => [e.code, e.field, e.section])).toEqual([
      ['DECK_SIZE', 'decks.A', '231'],
    ]);
  });
});

describe('teamFormatOf (201)', () => {
  it('plays Team Constructed in Modified and Team Limited in Sealed Deck', () => {
    expect(teamFormatOf('modified')).toEqual({ ok: true, value: 'team-constructed' });
    expect(teamFormatOf('sealed')).toEqual({ ok: true, value: 'team-limited' });
  });

  it.each(['unlimited', 'rochester-draft', 'house-format'])('refuses %s, naming the format', (format) => {
    const result = teamFormatOf(format);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'TEAM_FORMAT_REQUIRED', field: 'format' });
  });
});
