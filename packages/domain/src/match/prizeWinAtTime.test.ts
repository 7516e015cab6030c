import { describe, expect, it } from 'vitest';
import { prizeWinAtTime } from './prizeWinAtTime.ts';

const dci = (alternateScoring: boolean) => ({ policy: 'dci2003', alternateScoring });

describe('prizeWinAtTime (211, 216, 217)', () => {
  it.each([
    [
      'one game, Alternate Scoring',
      { bestOf: 1 as const, scoring: dci(true) },
      2,
      'One game a match: a win on Prizes at time scores 2 match points, not 3 (Alternate Scoring System, 216).',
    ],
    [
      'one game, standard scoring',
      { bestOf: 1 as const, scoring: dci(false) },
      3,
      'One game a match: every win, on Prizes at time too, scores 3 match points (216).',
    ],
    [
      'one game, Play! Pokémon policy',
      { bestOf: 1 as const, scoring: { policy: 'playpokemon', alternateScoring: true } },
      3,
      'One game a match: every win, on Prizes at time too, scores 3 match points (216).',
    ],
    [
      'best of 3 with Alternate Scoring',
      { bestOf: 3 as const, scoring: dci(true) },
      3,
      'Best of 3 games, announced before the event (211): the most games won takes the match, worth 3 match points; the Alternate Scoring System is not used in match play (217).',
    ],
    [
      'best of 5',
      { bestOf: 5 as const, scoring: dci(false) },
      3,
      'Best of 5 games, announced before the event (211): the most games won takes the match, worth 3 match points.',
    ],
    [
      'a top cut match',
      { bestOf: 3 as const, scoring: dci(true), stage: 'elimination' as const },
      null,
      'Best of 3 games, announced before the event (211); top cut: no draws, fewer Prizes at time wins the match (217).',
    ],
  ])('%s', (_, facts, points, sentence) => {
    expect(prizeWinAtTime(facts)).toEqual({ points, sentence });
  });
});
