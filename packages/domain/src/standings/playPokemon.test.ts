import { describe, expect, it } from 'vitest';
import { playpokemon } from './policies.ts';
import { bye, drew, expectedRows, lateEntry, near, players, standingsRows, won } from './testEntries.ts';
import type { PlayPokemonPolicy, PlayPokemonRow, StandingsEntry, StandingsPlayer } from './types.ts';

const rows = (roster: StandingsPlayer[], entries: StandingsEntry[], throughRound: number, policy = playpokemon) =>
  standingsRows<PlayPokemonPolicy>(roster, entries, throughRound, policy);

const summary = (row: PlayPokemonRow) => [row.rank, row.playerId, row.points];

describe('playpokemon: ties, byes, the 25% floor, the 75% cap and head-to-head', () => {
  // Flint drops after round 1.
  //   R1: Ash beats Brock; Cilan ties Dawn; Flint beats Erika.
  //   R2: Cilan beats Ash; Dawn ties Erika; Brock bye.
  const roster: StandingsPlayer[] = [
    ...players('Ash', 'Brock', 'Cilan', 'Dawn', 'Erika'),
    { id: 'Flint', name: 'Flint', droppedAfterRound: 1 },
  ];
  const entries = [
    won(1, 'Ash', 'Brock'),
    drew(1, 'Cilan', 'Dawn'),
    won(1, 'Flint', 'Erika'),
    won(2, 'Cilan', 'Ash'),
    drew(2, 'Dawn', 'Erika'),
    bye(2, 'Brock'),
  ];

  it('scores the event through round 2', () => {
    // Win % = (wins + ½ ties) ÷ rounds played, byes left out, floor 25%, dropped players capped at 75%:
    //   Ash 1/2; Brock 0/1 → 25% (his bye is neither a win nor a round); Cilan (1 + ½)/2 = 75%;
    //   Dawn (½ + ½)/2 = 50%; Erika (0 + ½)/2 = 25%; Flint 1/1 = 100% → capped 75%.
    // Op Win % (bye rounds skipped):
    //   Ash (Brock 25% + Cilan 75%)/2 = 50%; Brock (Ash 50%) = 50%; Cilan (Dawn 50% + Ash 50%)/2 = 50%;
    //   Dawn (Cilan 75% + Erika 25%)/2 = 50%; Erika (Flint 75% capped + Dawn 50%)/2 = 62.5%;
    //   Flint, frozen after round 1: (Erika 0/1 → 25%) = 25%.
    // Op Op Win %: Ash (Brock 50% + Cilan 50%)/2 = 50%; Brock (Ash 50%) = 50%; Cilan (50% + 50%)/2 = 50%;
    //   Dawn (Cilan 50% + Erika 62.5%)/2 = 56.25%; Erika (Flint 25% + Dawn 50%)/2 = 37.5%;
    //   Flint, frozen after round 1: (Erika's Op Win % then: Flint capped 75%) = 75%.
    // Ash, Brock and Flint have 3 points; Flint's 25% Op Win % puts him last of them; Ash and Brock
    // are exactly tied and met: Ash won, so Ash is ahead.
    expect(rows(roster, entries, 2)).toEqual(
      expectedRows(
        ['matchWin', 'opWin', 'opOpWin'],
        // rank, player, points, wins, losses, draws, byes, dropped, matchWin, opWin, opOpWin
        [1, 'Cilan', 4, 1, 0, 1, 0, false, 0.75, 0.5, 0.5],
        [2, 'Ash', 3, 1, 1, 0, 0, false, 0.5, 0.5, 0.5],
        [3, 'Brock', 3, 1, 1, 0, 1, false, 0.25, 0.5, 0.5],
        [4, 'Flint', 3, 1, 0, 0, 0, true, 0.75, 0.25, 0.75],
        [5, 'Dawn', 2, 0, 0, 2, 0, false, 0.5, 0.5, 0.5625],
        [6, 'Erika', 1, 0, 1, 1, 0, false, 0.25, 0.625, 0.375],
      ),
    );
  });

  it('shares the rank of the head-to-head pair when the policy has no head-to-head', () => {
    const ranked = rows(roster, entries, 2, { ...playpokemon, headToHead: false });
    expect(ranked.slice(1, 4).map(summary)).toEqual([
      [2, 'Ash', 3],
      [2, 'Brock', 3],
      [4, 'Flint', 3],
    ]);
  });

  it('leaves two tied players who met and tied sharing their rank', () => {
    // After round 1: Ash 3 (Op Win: Brock 0 → 25%; Op Op Win: Brock's Op Win = Ash 100%) is ahead of
    // Flint 3 (Op Win: Erika 25%; Op Op Win: Erika's Op Win = Flint capped 75%).
    // Cilan and Dawn tied their match: Op Win 50% and Op Op Win 50% each, head-to-head even: rank 3 both.
    // Brock 0 (Op Win: Ash 100%) is ahead of Erika 0 (Op Win: Flint capped 75%).
    expect(rows(roster, entries, 1).map(summary)).toEqual([
      [1, 'Ash', 3],
      [2, 'Flint', 3],
      [3, 'Cilan', 1],
      [3, 'Dawn', 1],
      [5, 'Brock', 0],
      [6, 'Erika', 0],
    ]);
  });
});

describe('playpokemon: figures frozen at a drop, a disqualification and a late entry', () => {
  // Dawn drops after round 1; Brock is disqualified after round 2; Erika enters late, missing round 1.
  //   R1: Ash beats Brock; Cilan beats Dawn; Erika late-entry loss.
  //   R2: Ash beats Cilan; Erika beats Brock.
  //   R3: Erika beats Ash; Cilan bye.
  const roster: StandingsPlayer[] = [
    ...players('Ash', 'Cilan', 'Erika'),
    { id: 'Brock', name: 'Brock', droppedAfterRound: 2, disqualified: true },
    { id: 'Dawn', name: 'Dawn', droppedAfterRound: 1 },
  ];
  const entries = [
    won(1, 'Ash', 'Brock'),
    won(1, 'Cilan', 'Dawn'),
    lateEntry(1, 'Erika'),
    won(2, 'Ash', 'Cilan'),
    won(2, 'Erika', 'Brock'),
    won(3, 'Erika', 'Ash'),
    bye(3, 'Cilan'),
  ];

  it('scores the event through round 3', () => {
    // Win %: Ash 2/3; Brock 0/2 → 25%; Cilan (2 wins − 1 bye)/2 rounds = 1/2; Dawn 0/1 → 25%;
    //   Erika 2/3 (the late-entry loss is a round played).
    // Op Win % (Cilan's bye and Erika's late round skipped):
    //   Ash (Brock 1/4 + Cilan 1/2 + Erika 2/3)/3 = 17/36; Cilan (Dawn 1/4 + Ash 2/3)/2 = 11/24;
    //   Erika (Brock 1/4 + Ash 2/3)/2 = 11/24.
    //   Dawn, frozen after round 1: (Cilan then 1/1) = 1 — not today's 1/2.
    //   Brock, frozen after round 2: (Ash then 2/2 + Erika then 1/2)/2 = 3/4 — not today's 2/3.
    // Op Op Win %: Ash (Brock 3/4 + Cilan 11/24 + Erika 11/24)/3 = 5/9;
    //   Cilan (Dawn 1 + Ash 17/36)/2 = 53/72; Erika (Brock 3/4 + Ash 17/36)/2 = 11/18;
    //   Dawn, frozen: (Cilan's Op Win after round 1 = Dawn 0/1 → 25%) = 1/4.
    // Cilan and Erika tie on points and Op Win %; Cilan's Op Op Win % is higher only because Dawn's
    // Op Win % stayed frozen (live, it would be (1/2 + 17/36)/2 = 35/72 < 11/18).
    expect(rows(roster, entries, 3)).toEqual(
      expectedRows(
        ['matchWin', 'opWin', 'opOpWin'],
        // rank, player, points, wins, losses, draws, byes, dropped, matchWin, opWin, opOpWin
        [1, 'Ash', 6, 2, 1, 0, 0, false, 2 / 3, 17 / 36, 5 / 9],
        [2, 'Cilan', 6, 2, 1, 0, 1, false, 1 / 2, 11 / 24, 53 / 72],
        [3, 'Erika', 6, 2, 1, 0, 0, false, 2 / 3, 11 / 24, 11 / 18],
        [4, 'Dawn', 0, 0, 1, 0, 0, true, 1 / 4, 1, 1 / 4],
      ),
    );
  });

  it('keeps a player who only dropped in the standings with the record earned', () => {
    const withoutDq = roster.map((player) => (player.id === 'Brock' ? { ...player, disqualified: false } : player));
    const brock = rows(withoutDq, entries, 3).find((row) => row.playerId === 'Brock');
    expect(brock).toMatchObject({ rank: 5, points: 0, losses: 2, dropped: true, opWin: near(3 / 4) });
  });
});

describe('playpokemon: three players tied in a cycle', () => {
  //   R1: Ash beats Brock; Cilan beats Dawn.  R2: Cilan beats Ash; Brock beats Dawn.  R3: Brock beats Cilan; Ash beats Dawn.
  const entries = [
    won(1, 'Ash', 'Brock'),
    won(1, 'Cilan', 'Dawn'),
    won(2, 'Cilan', 'Ash'),
    won(2, 'Brock', 'Dawn'),
    won(3, 'Brock', 'Cilan'),
    won(3, 'Ash', 'Dawn'),
  ];

  it('shares the rank: head-to-head only separates exactly two', () => {
    // Ash, Brock, Cilan: 6 points, Op Win (2/3 + 2/3 + 1/4)/3 = 19/36 each, summed in different orders;
    // Dawn's Op Win 2/3, so Op Op Win (19/36 + 19/36 + 24/36)/3 = 31/54 each.
    const ranked = rows(players('Dawn', 'Cilan', 'Brock', 'Ash'), entries, 3);
    expect(ranked.map(summary)).toEqual([
      [1, 'Ash', 6],
      [1, 'Brock', 6],
      [1, 'Cilan', 6],
      [4, 'Dawn', 0],
    ]);
    expect(ranked[0]).toMatchObject({ opWin: near(19 / 36), opOpWin: near(31 / 54) });
  });
});
