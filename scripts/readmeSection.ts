// The README's generated tables sit between `<!-- name:start -->` and `<!-- name:end -->` markers.
import { readFile, writeFile } from 'node:fs/promises';

/** Replaces what stands between the README's markers for `name` with `text`. */
export async function writeReadmeSection(name: string, text: string): Promise<void> {
  const readme = await readFile('README.md', 'utf8');
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  if (!marked.test(readme)) throw new Error(`README.md has no <!-- ${name}:start --> … <!-- ${name}:end --> markers`);
  await writeFile(
    'README.md',
    readme.replace(marked, () => `<!-- ${name}:start -->\n${text}\n<!-- ${name}:end -->`),
  );
}
