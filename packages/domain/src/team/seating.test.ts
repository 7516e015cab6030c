import { describe, expect, it } from 'vitest';
import { seatTeamGame } from './seating.ts';
import type { TableSeat } from './seating.ts';
import type { TeamAtTable } from './types.ts';

const blue: TeamAtTable = { id: 'blue', A: 'ash', B: 'misty' };
const red: TeamAtTable = { id: 'red', A: 'gary', B: 'brock' };

const table = (teams: [TeamAtTable, TeamAtTable], starting: string) => {
  const result = seatTeamGame(teams, starting);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

// Independent reading of Appendix A.B 2 on positions numbered clockwise.
const at = (seats: TableSeat[], position: number) => seats.find((s) => s.position === ((position + 3) % 4) + 1)!;
const opposite = (seats: TableSeat[], s: TableSeat) => at(seats, s.position + 2);
const toTheLeft = (seats: TableSeat[], s: TableSeat) => at(seats, s.position + 1);

describe('seatTeamGame (Appendix A.B 2–4)', () => {
  it('seats and orders play 1A, 2B, 2A, 1B when the first team listed starts', () => {
    expect(table([blue, red], 'blue')).toEqual({
      seats: [
        { position: 1, label: '1A', teamId: 'blue', seat: 'A', playerId: 'ash' },
        { position: 2, label: '2B', teamId: 'red', seat: 'B', playerId: 'brock' },
        { position: 3, label: '2A', teamId: 'red', seat: 'A', playerId: 'gary' },
        { position: 4, label: '1B', teamId: 'blue', seat: 'B', playerId: 'misty' },
      ],
      playOrder: ['ash', 'brock', 'gary', 'misty'],
    });
  });

  it('starts with the other Player A when the second team listed starts', () => {
    expect(table([blue, red], 'red').playOrder).toEqual(['gary', 'misty', 'ash', 'brock']);
  });

  it('keeps the same physical seating whichever team starts (only the starting seat moves)', () => {
    const clockwise = (starting: string) => table([blue, red], starting).seats.map((s) => s.playerId);
    const rotated = clockwise('red');
    expect([...rotated.slice(2), ...rotated.slice(0, 2)]).toEqual(clockwise('blue'));
  });

  it('puts each Player A opposite the other Player A and to the left of their teammate', () => {
    for (const starting of ['blue', 'red']) {
      const { seats } = table([blue, red], starting);
      for (const a of seats.filter((s) => s.seat === 'A')) {
        expect(opposite(seats, a)).toMatchObject({ seat: 'A' });
        expect(opposite(seats, a).teamId).not.toBe(a.teamId);
        const teammate = seats.find((s) => s.teamId === a.teamId && s.seat === 'B')!;
        expect(toTheLeft(seats, teammate)).toBe(a);
      }
    }
  });

  it('refuses an unknown starting team, the same team twice, or a player on both teams', () => {
    const code = (teams: [TeamAtTable, TeamAtTable], starting: string) => {
      const result = seatTeamGame(teams, starting);
      return result.ok ? 'ok' : result.error.code;
    };
    expect(code([blue, red], 'gold')).toBe('UNKNOWN_TEAM');
    expect(code([blue, blue], 'blue')).toBe('SAME_TEAM_TWICE');
    expect(code([blue, { ...red, B: 'misty' }], 'blue')).toBe('PLAYER_ON_TWO_TEAMS');
  });
});
