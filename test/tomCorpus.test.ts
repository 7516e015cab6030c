// Every real TOM file in test/fixtures/tom-corpus (SOURCES.md) read, planned as the app's event, written and read back.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tdfDivisions, tdfSettings, writeTdf } from '@tcg/domain/tdf';
import { readTdf as read, tomCorpus, tomCorpusFile, tomCorpusFiles } from './fixtures/tdfFiles.ts';

const files = tomCorpusFiles();

describe('the real TOM corpus', () => {
  it('holds the 29 files given and their sources', () => {
    expect(files.length).toBeGreaterThanOrEqual(29);
    const sources = readFileSync(new URL('SOURCES.md', tomCorpus), 'utf8');
    for (const name of files) expect(sources, name).toContain(name);
  });

  it.each(files)('%s: read, planned, written and read back the same', (name) => {
    const tdf = read(tomCorpusFile(name));
    const plan = tdfDivisions(tdf);
    expect(plan.ok && plan.value, plan.ok ? '' : plan.error.message).toBeTruthy();
    expect(tdfSettings(tdf).name).toBe(tdf.name);
    expect(read(writeTdf(tdf))).toEqual({ ...tdf, warnings: [] });
  });

  it('reads what real files carry: round types 2/3/1, categories 8/9/10, late entries, drops, a third-place match, VGC', () => {
    const at = (name: string) => read(tomCorpusFile(name));
    const cup = at('ligaatlantica-custom-liga-t5-8.tdf');
    expect(cup.pods.map((p) => p.category)).toEqual(['juniors-seniors', 'masters']);
    expect(cup.players.find((p) => p.userid === '5770809')?.droppedAfterRound).toBe(2);
    const late = at('ligaatlantica-custom-liga-t5-3.tdf');
    expect(late.players.find((p) => p.userid === '5145513')).toMatchObject({ firstRound: 2 });
    expect(late.pods[0]!.rounds[0]!.matches).toContainEqual({ lateEntry: '5145513' });
    expect(at('tcgmanager-lc-test-ewrq-running.tdf').pods.map((p) => p.category)).toEqual([
      'juniors',
      'seniors-masters',
    ]);
    const single = at('ligaatlantica-custom-single-elim-final-t4.tdf');
    expect(single).toMatchObject({ structure: 'elimination', pods: [{ category: 'all', thirdPlace: true }] });
    expect(single.pods[0]!.rounds.at(-1)!.matches).toHaveLength(2);
    const vgc = at('milanovgc-vgc-monkey-cup-r8-begin.tdf');
    expect(vgc).toMatchObject({ gametype: 'VIDEO_GAME', mode: 'VGCPREMIER', structure: 'swiss-cut' });
    expect(vgc.finalsOptions.find((o) => o.division === 'masters')?.cut).toBe(8);
    expect(at('tcgmanager-lc-test-setup-only.tdf')).toMatchObject({ pods: [], finished: false });
    expect(at('milanovgc-vgc-monkey-cup-r6-begin-variant-b.tdf').warnings).toEqual([]);
  });
});

/** Every element path and attribute a file carries, as `tournament/pods/pod@category`. */
function shape(xml: string): Set<string> {
  const paths = new Set<string>();
  const stack: string[] = [];
  for (const [, close, tag, attrs, selfClosing] of xml.matchAll(/<(\/?)([A-Za-z][\w]*)([^>]*?)(\/?)>/g)) {
    if (close) {
      stack.pop();
      continue;
    }
    const path = [...stack, tag].join('/');
    paths.add(path);
    for (const [, name] of attrs!.matchAll(/([A-Za-z]+)="/g)) paths.add(`${path}@${name}`);
    if (!selfClosing) stack.push(tag!);
  }
  return paths;
}

describe('the export writes what real files of the same mode carry', () => {
  it.each(files)('%s', (name) => {
    const xml = tomCorpusFile(name);
    const written = shape(writeTdf(read(xml)));
    const real = shape(xml);
    // The same elements and attributes: nothing the file carries is missing from the export, nothing is invented
    // (but <blockedranges>, which the export's TOM 1.82 writes and a 1.80 file does not have).
    const older = /version="1\.80"/.test(xml);
    expect([...real].filter((p) => !written.has(p))).toEqual([]);
    expect([...written].filter((p) => !real.has(p) && !(older && p.endsWith('blockedranges')))).toEqual([]);
  });
});
