// Writes the README's error table from the one vocabulary (domain) and the one status table (API): `npm run docs:errors`.
import { appCodes, ruleCodes } from '@tcg/domain/shared';
import { errorStatus } from '../apps/api/src/errorStatus.ts';
import { writeReadmeSection } from './readmeSection.ts';

const rows = (codes: Record<string, string>, kind: string) =>
  Object.entries(codes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([code, meaning]) => `| \`${code}\` | ${errorStatus[code as keyof typeof errorStatus]} | ${kind} | ${meaning} |`,
    );

const table = [
  '| code | status | kind | meaning |',
  '|---|---|---|---|',
  ...rows(ruleCodes, 'rule'),
  ...rows(appCodes, 'app'),
].join('\n');
await writeReadmeSection('errors', table);
process.stderr.write('README.md error table updated\n');
