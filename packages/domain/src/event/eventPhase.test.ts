import { describe, expect, it } from 'vitest';
import { eventPhase, type EventPhase, type EventPhaseFacts } from './eventPhase.ts';

const base: EventPhaseFacts = { roundsPaired: 0, rounds: null, swissComplete: 0, cut: null, cutRecommended: true };

/** Facts of an event with `roundsPaired` of its `rounds` paired and `swissComplete` of them complete. */
const played = (roundsPaired: number, rounds: number, swissComplete: number, more: Partial<EventPhaseFacts> = {}) => ({
  roundsPaired,
  rounds,
  swissComplete,
  ...more,
});
const swissRound = (label: string, registrationOpen: boolean): EventPhase => ({
  phase: 'swiss',
  label,
  registrationOpen,
});
const topCutInPlay: EventPhase = { phase: 'topCut', label: 'Top cut in play', registrationOpen: false };
const finished: EventPhase = { phase: 'finished', label: 'Finished', registrationOpen: false };

describe('eventPhase', () => {
  it.each<[string, Partial<EventPhaseFacts>, EventPhase]>([
    ['before round 1', {}, { phase: 'registration', label: 'Registration open', registrationOpen: true }],
    ['round 2 of 4 in play: late entry still open', played(2, 4, 1), swissRound('Swiss round 2 of 4', true)],
    [
      'round 2 paired as a draft: round 1 is the one played',
      played(2, 4, 1, { draft: true }),
      swissRound('Swiss round 1 of 4 · round 2 being paired', true),
    ],
    ['round 1 paired as a draft', played(1, 4, 0, { draft: true }), swissRound('Round 1 being paired', true)],
    [
      'the last Swiss round paired but not complete: no one can enter',
      played(4, 4, 3),
      swissRound('Swiss round 4 of 4', false),
    ],
    [
      'the last Swiss result in, 12 players: not finished, the cut is to make (217)',
      played(4, 4, 4),
      { phase: 'cutToMake', label: 'Swiss rounds finished: top cut to make', registrationOpen: false },
    ],
    ['8 players or fewer: no cut, the Swiss standings are final', played(3, 3, 3, { cutRecommended: false }), finished],
    ['the cut made and still played', played(4, 4, 4, { cut: { finished: false } }), topCutInPlay],
    [
      'the cut made even though none was recommended',
      played(3, 3, 3, { cutRecommended: false, cut: { finished: false } }),
      topCutInPlay,
    ],
    ['the final played', played(4, 4, 4, { cut: { finished: true } }), finished],
    [
      'a division’s cut made while another group plays on',
      played(5, 7, 4, { cut: { finished: false } }),
      swissRound('Swiss round 5 of 7 · a division’s top cut in play', false),
    ],
    [
      'a division’s cut finished while another group plays on',
      played(6, 7, 6, { cut: { finished: true } }),
      swissRound('Swiss round 6 of 7 · a division’s top cut finished', false),
    ],
    ['more rounds set after the last one: play goes on', played(4, 5, 4), swissRound('Swiss round 4 of 5', true)],
  ])('%s', (_, facts, expected) => {
    expect(eventPhase({ ...base, ...facts })).toEqual(expected);
  });
});
