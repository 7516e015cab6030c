import { describe, expect, it } from 'vitest';
import { parseTdf } from './parseTdf.ts';

const player = (id: string, extra = '') =>
  `<player userid="${id}"><firstname>P${id}</firstname><lastname>L${id}</lastname><birthdate>02/27/1990</birthdate>${extra}</player>`;
const match = (outcome: string, a: string, b: string, table = 1) =>
  `<match outcome="${outcome}"><player1 userid="${a}"/><player2 userid="${b}"/><tablenumber>${table}</tablenumber></match>`;
const bye = (id: string) => `<match outcome="5"><player userid="${id}"/><tablenumber>0</tablenumber></match>`;
const round = (n: number, matches: string[], type = '3') =>
  `<round number="${n}" type="${type}" stage="4"><matches>${matches.join('')}</matches></round>`;

const pod = (category: string, ids: string[], rounds: string[] = []) =>
  `<pod category="${category}" stage="0"><subgroups><subgroup number="1"><players>${ids.map((id) => `<player userid="${id}" />`).join('')}</players></subgroup></subgroups><rounds>${rounds.join('')}</rounds></pod>`;

function tdf({ players = ['1', '2', '3'].map((id) => player(id)), rounds = [] as string[], pods = '' } = {}) {
  const pod = pods || `<pod category="8" stage="0"><rounds>${rounds.join('')}</rounds></pod>`;
  return `<?xml version="1.0" encoding="utf-8"?><tournament type="2" stage="4" version="1.80" gametype="TRADING_CARD_GAME" mode="TCG1DAY"><data><name>Cup</name><id>x</id><roundtime>50</roundtime><finalsroundtime>0</finalsroundtime><startdate>03/15/2003</startdate></data><players>${players.join('')}</players><pods>${pod}</pods></tournament>`;
}

const refusal = (xml: string) => {
  const result = parseTdf(xml);
  return result.ok ? null : { field: result.error.field, message: result.error.message };
};

describe('parseTdf', () => {
  it('reads players, rounds, byes, ties, drops and settings', () => {
    const xml = tdf({
      players: [player('1'), player('2'), player('3', '<dropped><status>1</status><round>1</round></dropped>')],
      rounds: [round(1, [match('3', '1', '2'), bye('3')])],
    });
    const result = parseTdf(xml);
    expect(result.ok && result.value).toMatchObject({
      name: 'Cup',
      date: '2003-03-15',
      roundMinutes: 50,
      finalsRoundMinutes: null,
      players: [
        { userid: '1', firstName: 'P1', birthYear: 1990, droppedAfterRound: null },
        { userid: '2' },
        { userid: '3', droppedAfterRound: 1 },
      ],
      pods: [
        {
          category: 'juniors-seniors',
          players: [],
          rounds: [
            { number: 1, stage: 'swiss', matches: [{ table: 1, players: ['1', '2'], result: 'tie' }, { bye: '3' }] },
          ],
        },
      ],
    });
  });

  it('reads pods paired apart: each with its players and its own rounds', () => {
    const players = ['1', '2', '3', '4'].map((id) => player(id));
    const pods = `${pod('0', ['1', '2'], [round(1, [match('1', '1', '2')])])}${pod('2', ['3', '4'], [round(1, [match('2', '3', '4', 2)])])}`;
    const result = parseTdf(tdf({ players, pods }));
    expect(result.ok && result.value.pods).toEqual([
      {
        category: 'juniors',
        players: ['1', '2'],
        rounds: [{ number: 1, stage: 'swiss', matches: [{ table: 1, players: ['1', '2'], result: 'player1' }] }],
        thirdPlace: false,
      },
      {
        category: 'masters',
        players: ['3', '4'],
        rounds: [{ number: 1, stage: 'swiss', matches: [{ table: 2, players: ['3', '4'], result: 'player2' }] }],
        thirdPlace: false,
      },
    ]);
  });

  it.each([
    ['truncated file', tdf().slice(0, 200), 'tournament', /not well-formed XML/],
    ['no tournament root', '<event></event>', 'tournament', /<tournament> root/],
    [
      'unknown outcome code',
      tdf({ rounds: [round(1, [match('7', '1', '2')])] }),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[1]',
      /not a TOM outcome code/,
    ],
    [
      'outcome 10, which decides the match',
      tdf({ rounds: [round(1, [match('10', '1', '2')])] }),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[1]',
      /outcome "10" is not a TOM outcome code the app knows/,
    ],
    [
      'a late entry (outcome 8) in the top cut',
      tdf({
        rounds: [
          `<round number="1" type="1" stage="8"><matches><match outcome="8"><player userid="1"/></match></matches></round>`,
        ],
      }),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[1]',
      /late entry \(outcome 8\) in single elimination/,
    ],
    [
      'paired twice in a round',
      tdf({ rounds: [round(1, [match('1', '1', '2'), bye('1')])] }),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[2]',
      /player 1 is paired twice in round 1/,
    ],
    [
      'unknown player',
      tdf({ rounds: [round(1, [match('1', '1', '9')])] }),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[1]',
      /player 9 is not in <players>/,
    ],
    [
      'plays after the drop',
      tdf({
        players: [player('1', '<dropped><round>0</round></dropped>'), player('2')],
        rounds: [round(1, [match('1', '1', '2')])],
      }),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[1]',
      /dropped in round 0 but plays in round 1/,
    ],
    [
      'a tie in single elimination',
      tdf({ rounds: [round(1, [match('3', '1', '2')], '1')] }),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[1]',
      /no ties \(217\)/,
    ],
    [
      'unknown round type',
      tdf({ rounds: [round(1, [], '4')] }),
      'tournament/pods/pod[1]/rounds/round[1]',
      /round type "4"/,
    ],
    [
      'rounds out of order',
      tdf({ rounds: [round(2, [])] }),
      'tournament/pods/pod[1]/rounds/round[1]',
      /round 2 where round 1/,
    ],
    [
      'open round before a later one',
      tdf({ rounds: [round(1, [match('0', '1', '2')]), round(2, [match('1', '1', '2')])] }),
      'tournament/pods/pod[1]/rounds/round[1]',
      /without results/,
    ],
    [
      'Swiss after the cut',
      tdf({ rounds: [round(1, [match('1', '1', '2')], '1'), round(2, [match('1', '1', '2')])] }),
      'tournament/pods/pod[1]/rounds/round[2]',
      /Swiss round after single elimination/,
    ],
    [
      'one table twice',
      tdf({
        players: ['1', '2', '3', '4'].map((id) => player(id)),
        rounds: [round(1, [match('1', '1', '2', 3), match('1', '3', '4', 3)])],
      }),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[2]',
      /table 3 is used twice/,
    ],
    ['a userid that is not digits', tdf({ players: [player('A1')] }), 'tournament/players/player[1]', /digits only/],
    [
      'a player listed twice',
      tdf({ players: [player('1'), player('1')] }),
      'tournament/players/player[2]',
      /listed twice/,
    ],
    ['a bad start date', tdf().replace('03/15/2003', '2003-03-15'), 'tournament/data/startdate', /MM\/DD\/YYYY/],
    [
      'a player in two pods',
      tdf({ pods: `${pod('0', ['1', '2'])}${pod('2', ['3', '2'])}` }),
      'tournament/pods/pod[2]/subgroups/subgroup[1]/players/player[2]',
      /player 2 is in two pods/,
    ],
    [
      'a pod listing an unknown player',
      tdf({ pods: pod('8', ['1', '9']) }),
      'tournament/pods/pod[1]/subgroups/subgroup[1]/players/player[2]',
      /player 9 is not in <players>/,
    ],
    [
      'a match across pods',
      tdf({ pods: `${pod('0', ['1', '2'], [round(1, [match('1', '1', '3')])])}${pod('2', ['3'])}` }),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[1]',
      /player 3 plays in this pod but is not in its <subgroups>/,
    ],
    ['unknown pod category', tdf({ pods: '<pod category="5"></pod>' }), 'tournament/pods/pod[1]', /pod category "5"/],
    [
      'a DOCTYPE (billion laughs)',
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><tournament><data><name>&lol2;</name></data></tournament>`,
      'tournament',
      /no DOCTYPE or entity declarations/,
    ],
    [
      'an external entity (XXE, file)',
      `<?xml version="1.0"?><!DOCTYPE t [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><tournament><data><name>&xxe;</name></data></tournament>`,
      'tournament',
      /no DOCTYPE/,
    ],
    [
      'an external entity (XXE, http)',
      `<?xml version="1.0"?><!DOCTYPE t [<!ENTITY xxe SYSTEM "http://127.0.0.1:1/x">]><tournament><data><name>&xxe;</name></data></tournament>`,
      'tournament',
      /no DOCTYPE/,
    ],
    [
      '10,000 elements deep',
      `<tournament>${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}</tournament>`,
      'tournament',
      /nest deeper than 32 levels/,
    ],
    [
      'a file over 5 million characters',
      `<tournament><data><name>${'x'.repeat(5_000_001)}</name></data></tournament>`,
      'tournament',
      /characters long/,
    ],
  ])('refuses %s, naming the element', (_name, xml, field, message) => {
    const error = refusal(xml);
    expect(error?.field).toBe(field);
    expect(error?.message).toMatch(message);
  });

  it('reads unfamiliar values that decide nothing with a warning naming the element', () => {
    const xml = tdf({ rounds: [round(1, [match('1', '1', '2')]).replace('stage="4"', 'stage="9"')] })
      .replace('mode="TCG1DAY"', 'mode="FUTURE"')
      .replace('<pods>', '<newthing/><pods>');
    const result = parseTdf(xml);
    expect(result.ok && result.value.warnings).toEqual([
      { element: 'tournament', message: expect.stringMatching(/mode "FUTURE"/) },
      { element: 'tournament/newthing', message: expect.stringMatching(/does not know/) },
      { element: 'tournament/pods/pod[1]/rounds/round[1]', message: expect.stringMatching(/round stage "9"/) },
    ]);
  });
});
