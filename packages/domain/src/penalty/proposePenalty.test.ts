import { describe, expect, it } from 'vitest';
import { defaultPenaltyCatalog, type PenaltyCatalog } from './catalog.ts';
import { earlierInfractions, proposePenalty } from './proposePenalty.ts';

const noEscalation: PenaltyCatalog = { ...defaultPenaltyCatalog, slowPlay: { penalty: 'warning', escalates: false } };

describe('proposePenalty (DCI Penalty Guidelines)', () => {
  it.each([
    ['first slow play: a warning', defaultPenaltyCatalog, 'slowPlay', 0, 'warning'],
    ['second slow play: a game loss', defaultPenaltyCatalog, 'slowPlay', 1, 'gameLoss'],
    ['third slow play: a match loss', defaultPenaltyCatalog, 'slowPlay', 2, 'matchLoss'],
    ['no further than a disqualification', defaultPenaltyCatalog, 'slowPlay', 9, 'disqualification'],
    ['first procedural error: a caution', defaultPenaltyCatalog, 'proceduralError', 0, 'caution'],
    ['a deck problem starts at a game loss', defaultPenaltyCatalog, 'deckProblem', 0, 'gameLoss'],
    ['cheating: a disqualification', defaultPenaltyCatalog, 'cheating', 0, 'disqualification'],
    ['a catalogue entry that does not escalate', noEscalation, 'slowPlay', 3, 'warning'],
  ] as const)('%s', (_, catalog, infraction, earlier, expected) => {
    expect(proposePenalty(catalog, infraction, earlier)).toBe(expected);
  });

  it('counts only the same infraction of the same player', () => {
    const earlier = [
      { playerId: 'a', infraction: 'slowPlay' },
      { playerId: 'a', infraction: 'tardiness' },
      { playerId: 'b', infraction: 'slowPlay' },
    ];
    expect(earlierInfractions(earlier, 'a', 'slowPlay')).toBe(1);
    expect(earlierInfractions(earlier, 'c', 'slowPlay')).toBe(0);
  });
});
