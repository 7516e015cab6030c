import { readFileSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { useTestApp } from '../testApp.ts';
const api = useTestApp();
it('dbg', async () => {
  const xml = readFileSync(new URL('../../../../test/fixtures/tom-corpus/milanovgc-vgc-test-crico-r5-begin.tdf', import.meta.url), 'utf8');
  const r = await api.app.inject({ method: 'POST', url: '/api/imports/tdf', headers: { 'content-type': 'application/xml' }, payload: xml });
  const { eventId } = r.json();
  writeFileSync('/tmp/out.tdf', (await api.app.inject({ url: `/api/events/${eventId}/export.tdf` })).body);
});
