import { describe, expect, it } from 'vitest';
import type { Result } from '../shared/error.ts';
import {
  advanceLimitedPlay, deckBuildingSecondsLeft, podByesPerRound, startLimitedPlay, type LimitedAction, type LimitedPlay,
} from './limitedPlay.ts';
import type { PodStanding } from './podTopCut.ts';

const must = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const run = (state: LimitedPlay, actions: LimitedAction[]): LimitedPlay =>
  actions.reduce((s, a) => must(advanceLimitedPlay(s, a)), state);

const pod = (name: string, size: number): PodStanding[] =>
  Array.from({ length: size }, (_, i) => ({ playerId: `${name}${i + 1}`, rank: i + 1 }));
const standings = [pod('a', 8), pod('b', 8), pod('c', 7), pod('d', 7)];
const round: LimitedAction = { type: 'swissRoundComplete' };

const toSwissEnd = () =>
  run(startLimitedPlay(), [{ type: 'podsSeated' }, { type: 'draftComplete', atMs: 0 }, { type: 'decksBuilt' }, round, round, round]);

describe('a draft event, seating to top cut (Appendix A 8)', () => {
  it('goes seating → drafting → building → swiss → redraft → building → topCut', () => {
    const phases: string[] = [];
    let state = startLimitedPlay();
    const actions: LimitedAction[] = [
      { type: 'podsSeated' }, { type: 'draftComplete', atMs: 0 }, { type: 'decksBuilt' }, round, round, round,
      { type: 'redraft', standings, perPod: 2 }, { type: 'draftComplete', atMs: 9_000_000 }, { type: 'decksBuilt' },
    ];
    for (const action of actions) {
      phases.push(state.phase);
      state = must(advanceLimitedPlay(state, action));
    }
    phases.push(state.phase);
    expect(phases.filter((p, i) => p !== phases[i - 1])).toEqual(['seating', 'drafting', 'building', 'swiss', 'redraft', 'building', 'topCut']);
    expect(state.topCut).toEqual(['a1', 'b1', 'c1', 'd1', 'a2', 'b2', 'c2', 'd2']);
  });

  it('plays exactly three Swiss rounds before the Top 8 redraft', () => {
    const twoRounds = run(startLimitedPlay(), [{ type: 'podsSeated' }, { type: 'draftComplete', atMs: 0 }, { type: 'decksBuilt' }, round, round]);
    expect(advanceLimitedPlay(twoRounds, { type: 'redraft', standings, perPod: 2 })).toMatchObject({ ok: false, error: { code: 'SWISS_NOT_FINISHED' } });
    expect(advanceLimitedPlay(toSwissEnd(), round)).toMatchObject({ ok: false, error: { code: 'PHASE_ORDER' } });
  });

  it('redrafts only once', () => {
    const redrafted = must(advanceLimitedPlay(toSwissEnd(), { type: 'redraft', standings, perPod: 2 }));
    expect(advanceLimitedPlay(redrafted, { type: 'redraft', standings, perPod: 2 })).toMatchObject({ ok: false, error: { code: 'REDRAFT_DONE' } });
    const atTopCut = run(redrafted, [{ type: 'draftComplete', atMs: 0 }, { type: 'decksBuilt' }]);
    expect(advanceLimitedPlay(atTopCut, { type: 'redraft', standings, perPod: 2 })).toMatchObject({ ok: false, error: { code: 'REDRAFT_DONE' } });
  });

  it('passes on a bad top cut and refuses steps out of order', () => {
    expect(advanceLimitedPlay(toSwissEnd(), { type: 'redraft', standings, perPod: 3 })).toMatchObject({ ok: false, error: { code: 'TOP_CUT_PER_POD' } });
    expect(advanceLimitedPlay(startLimitedPlay(), { type: 'decksBuilt' })).toMatchObject({ ok: false, error: { code: 'PHASE_ORDER' } });
    expect(advanceLimitedPlay(startLimitedPlay(), { type: 'redraft', standings, perPod: 2 })).toMatchObject({ ok: false, error: { code: 'PHASE_ORDER' } });
  });
});

describe('deck building timer (212, Appendix A 3)', () => {
  it('counts down thirty minutes from the end of the draft', () => {
    const building = run(startLimitedPlay(), [{ type: 'podsSeated' }, { type: 'draftComplete', atMs: 1_000_000 }]);
    expect(deckBuildingSecondsLeft(building, 1_000_000)).toBe(1800);
    expect(deckBuildingSecondsLeft(building, 1_000_000 + 29 * 60_000 + 500)).toBe(60);
    expect(deckBuildingSecondsLeft(building, 1_000_000 + 31 * 60_000)).toBe(0);
    expect(deckBuildingSecondsLeft(startLimitedPlay(), 0)).toBeNull();
  });
});

describe('byes in pod Swiss (Appendix A 8)', () => {
  it('a seven-player pod has a bye each round, an eight-player pod none', () => {
    expect(podByesPerRound(7)).toBe(1);
    expect(podByesPerRound(8)).toBe(0);
  });
});
