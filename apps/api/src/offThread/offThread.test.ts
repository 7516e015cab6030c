import { parseTdf } from '@tcg/domain/tdf';
import { describe, expect, it } from 'vitest';
import { tomCorpusFile, tomCorpusFiles } from '../tdfTestKit.ts';
import { parseTdfOffThread } from './offThread.ts';

// #32: a TOM file is read in a worker; what it reads must not depend on where it was read.
describe('a TOM file read off the API’s thread reads as one read on it', () => {
  const files = tomCorpusFiles();

  it.each([
    ...files.map((name) => [`the corpus: ${name}`, tomCorpusFile(name)]),
    [
      'a DOCTYPE (billion laughs)',
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><tournament><data><name>&lol;</name></data></tournament>`,
    ],
    ['not well-formed', '<tournament><data><name>Cup</data></tournament>'],
    ['another root', '<event/>'],
  ])('%s', async (_, xml) => {
    expect(await parseTdfOffThread(xml)).toEqual(parseTdf(xml));
  });

  it('reads the whole corpus', () => expect(files.length).toBeGreaterThanOrEqual(29));
});
