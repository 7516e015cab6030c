import { describe, expect, it } from 'vitest';
import { checkTeamName, nameReservations, normalizeTeamName, refuseTeamName } from './teamNames.ts';
import type { TeamEventRecord } from './teamNames.ts';

const history: TeamEventRecord[] = [
  { teamKey: '1/2', teamName: 'Pokémon  Pals ', premierEvent: true, matchesPlayed: 6 },
  { teamKey: '3/4', teamName: 'Local Heroes', premierEvent: false, matchesPlayed: 5 },
  { teamKey: '5/6', teamName: 'No Shows', premierEvent: true, matchesPlayed: 0 },
  { teamKey: '7/8', teamName: 'POKEMON PALS', premierEvent: true, matchesPlayed: 3 },
];
const reservations = nameReservations(history);
const noRefusals = { reservations, refusals: [] };

describe('normalizeTeamName', () => {
  it('ignores case, accents, surrounding and repeated spaces', () => {
    expect(normalizeTeamName('  Pokémon \t Pals ')).toBe('pokemon pals');
    expect(normalizeTeamName('ÉLITE Four')).toBe(normalizeTeamName('elite four'));
  });
  it('still tells different names apart', () => {
    expect(normalizeTeamName('Pokemon Pal')).not.toBe(normalizeTeamName('Pokemon Pals'));
  });
});

describe('nameReservations (242)', () => {
  it('takes only names registered and played at a premier event, first team first', () => {
    expect(reservations).toEqual([{ name: 'Pokémon  Pals', teamKey: '1/2' }]);
  });
});

describe('checkTeamName (242)', () => {
  it('refuses a reserved name to any other team, however it is written', () => {
    const result = checkTeamName(' pokemon PALS', '9/10', noRefusals);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'NAME_RESERVED', section: '242', field: 'name' }),
    });
  });

  it('lets the reserving team keep its name', () => {
    expect(checkTeamName('Pokemon Pals', '1/2', noRefusals)).toEqual({ ok: true, value: 'Pokemon Pals' });
  });

  it('refuses the name to a new team formed by changing a member (243 makes it another team)', () => {
    expect(checkTeamName('Pokemon Pals', '1/3', noRefusals).ok).toBe(false);
  });

  it('leaves names used only at non-premier events or never played free', () => {
    expect(checkTeamName('Local Heroes', '9/10', noRefusals).ok).toBe(true);
    expect(checkTeamName('No Shows', '9/10', noRefusals).ok).toBe(true);
  });

  it('refuses an offensive name with the recorded reason', () => {
    const refusal = refuseTeamName('Rude Name', 'Obscene wording');
    if (!refusal.ok) throw new Error(refusal.error.code);
    const result = checkTeamName('rude  name', '9/10', { reservations, refusals: [refusal.value] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ code: 'NAME_REFUSED', field: 'name' });
    expect(!result.ok && result.error.message).toContain('Obscene wording');
  });

  it.each([
    ['a blank name', ' ', 'Obscene', 'NAME_REQUIRED', 'name'],
    ['a blank reason', 'Rude Name', '   ', 'REFUSAL_REASON_REQUIRED', 'reason'],
  ])('refuses to refuse %s', (_, name, reason, code, field) => {
    expect(refuseTeamName(name, reason)).toEqual({
      ok: false,
      error: expect.objectContaining({ code, field, section: '242' }),
    });
  });

  it('requires a reason to refuse a name', () => {
    expect(refuseTeamName('Rude Name', '   ')).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'REFUSAL_REASON_REQUIRED', field: 'reason' }),
    });
  });
});
