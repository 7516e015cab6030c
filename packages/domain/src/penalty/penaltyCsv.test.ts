import { describe, expect, it } from 'vitest';
import { penaltyCsv, type PenaltyReportRow } from './penaltyCsv.ts';

const row: PenaltyReportRow = {
  round: 2,
  table: 4,
  dciNumber: '7001',
  player: 'Ash Ketchum',
  infraction: 'slowPlay',
  penalty: 'gameLoss',
  proposed: 'gameLoss',
  description: 'Second time, "again", after a warning',
  judge: 'judge@example.test',
  change: null,
  at: '2026-11-23T10:00:00.000Z',
};

describe('penaltyCsv', () => {
  it.each([
    [
      'no penalties',
      [],
      '\uFEFFRound,Table,DCI number,Player,Infraction,Penalty,Proposed,Description,Judge,Head judge change,Time\r\n',
    ],
    [
      'a description quoted',
      [row],
      expect.stringContaining(
        '2,4,7001,Ash Ketchum,Slow play,Game loss,Game loss,"Second time, ""again"", after a warning",judge@example.test,,2026-11-23T10:00:00.000Z\r\n',
      ),
    ],
    [
      'a formula in a description neutralised',
      [{ ...row, description: '=HYPERLINK("http://x","y")' }],
      expect.stringContaining(`,"'=HYPERLINK(""http://x"",""y"")",`),
    ],
  ])('%s', (_, rows, expected) => {
    expect(penaltyCsv(rows)).toEqual(expected);
  });
});
