// Writes the README's environment table from the environment's schema: `npm run docs:env`.
import { environmentTable } from '../packages/contract/src/environment.ts';
import { writeReadmeSection } from './readmeSection.ts';

await writeReadmeSection('env', environmentTable());
process.stderr.write('README.md environment table updated\n');
