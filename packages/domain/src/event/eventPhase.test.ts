import { describe, expect, it } from 'vitest';
import { eventPhase, type EventPhase, type EventPhaseFacts } from './eventPhase.ts';

const base: EventPhaseFacts = { roundsPaired: 0, rounds: null, swissComplete: 0, cut: null, cutRecommended: true };

describe('eventPhase', () => {
  it.each<[string, Partial<EventPhaseFacts>, EventPhase]>([
    ['before round 1', {}, { phase: 'registration', label: 'Registration open', registrationOpen: true }],
    [
      'round 2 of 4 in play: late entry still open',
      { roundsPaired: 2, rounds: 4, swissComplete: 1 },
      { phase: 'swiss', label: 'Swiss round 2 of 4', registrationOpen: true },
    ],
    [
      'round 2 paired as a draft: round 1 is the one played',
      { roundsPaired: 2, rounds: 4, swissComplete: 1, draft: true },
      { phase: 'swiss', label: 'Swiss round 1 of 4 · round 2 being paired', registrationOpen: true },
    ],
    [
      'round 1 paired as a draft',
      { roundsPaired: 1, rounds: 4, draft: true },
      { phase: 'swiss', label: 'Round 1 being paired', registrationOpen: true },
    ],
    [
      'the last Swiss round paired but not complete: no one can enter',
      { roundsPaired: 4, rounds: 4, swissComplete: 3 },
      { phase: 'swiss', label: 'Swiss round 4 of 4', registrationOpen: false },
    ],
    [
      'the last Swiss result in, 12 players: not finished, the cut is to make (217)',
      { roundsPaired: 4, rounds: 4, swissComplete: 4 },
      { phase: 'cutToMake', label: 'Swiss rounds finished: top cut to make', registrationOpen: false },
    ],
    [
      '8 players or fewer: no cut, the Swiss standings are final',
      { roundsPaired: 3, rounds: 3, swissComplete: 3, cutRecommended: false },
      { phase: 'finished', label: 'Finished', registrationOpen: false },
    ],
    [
      'the cut made and still played',
      { roundsPaired: 4, rounds: 4, swissComplete: 4, cut: { finished: false } },
      { phase: 'topCut', label: 'Top cut in play', registrationOpen: false },
    ],
    [
      'the cut made even though none was recommended',
      { roundsPaired: 3, rounds: 3, swissComplete: 3, cutRecommended: false, cut: { finished: false } },
      { phase: 'topCut', label: 'Top cut in play', registrationOpen: false },
    ],
    [
      'the final played',
      { roundsPaired: 4, rounds: 4, swissComplete: 4, cut: { finished: true } },
      { phase: 'finished', label: 'Finished', registrationOpen: false },
    ],
    [
      'a division’s cut made while another group plays on',
      { roundsPaired: 5, rounds: 7, swissComplete: 4, cut: { finished: false } },
      { phase: 'swiss', label: 'Swiss round 5 of 7 · a division’s top cut in play', registrationOpen: false },
    ],
    [
      'a division’s cut finished while another group plays on',
      { roundsPaired: 6, rounds: 7, swissComplete: 6, cut: { finished: true } },
      { phase: 'swiss', label: 'Swiss round 6 of 7 · a division’s top cut finished', registrationOpen: false },
    ],
    [
      'more rounds set after the last one: play goes on',
      { roundsPaired: 4, rounds: 5, swissComplete: 4 },
      { phase: 'swiss', label: 'Swiss round 4 of 5', registrationOpen: true },
    ],
  ])('%s', (_, facts, expected) => {
    expect(eventPhase({ ...base, ...facts })).toEqual(expected);
  });
});
