import { describe, expect, it } from 'vitest';
import { confirmDeletion, confirmRestore } from './confirmDeletion.ts';

describe('confirmDeletion', () => {
  it.each([
    ['the name', 'Viridian Open', true],
    ['the name with spaces around and doubled', '  Viridian   Open ', true],
    ['another name', 'Viridian', false],
    ['nothing', '', false],
    ['other letter case', 'viridian open', false],
  ])('%s', (_, typed, confirmed) => {
    expect(confirmDeletion('Viridian Open', typed).ok).toBe(confirmed);
  });

  it('names the field and the name to type', () => {
    expect(confirmDeletion('Viridian Open', 'x')).toMatchObject({
      ok: false,
      error: {
        code: 'CONFIRMATION_MISMATCH',
        field: 'confirm',
        message: 'Type the event\'s name, "Viridian Open", to delete it.',
      },
    });
  });

  it('asks for the same name to restore a snapshot', () => {
    expect(confirmRestore('Viridian Open', ' Viridian  Open').ok).toBe(true);
    expect(confirmRestore('Viridian Open', 'Viridian')).toMatchObject({
      ok: false,
      error: {
        code: 'CONFIRMATION_MISMATCH',
        field: 'confirm',
        message: 'Type the event\'s name, "Viridian Open", to restore the snapshot.',
      },
    });
  });
});
