// npm run docs:catalogue: rewrites the tables of docs/catalogue.md (between its markers) from
// the catalogue itself, so the document says what ships (its test fails when they differ).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueTables } from '../src/server/features/recipes/catalogue/coverage';
import { CATALOGUE } from '../src/server/features/recipes/catalogue/index';
import { occasionTables } from '../src/server/features/recipes/data-tables';

const file = path.resolve(import.meta.dirname, '../docs/catalogue.md');
/** The text with what lies between `<!-- name:start -->` and `<!-- name:end -->` replaced. */
function between(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  if (!text.includes(start) || !text.includes(end))
    throw new Error(`${file} lacks ${name} markers`);
  const before = text.slice(0, text.indexOf(start) + start.length);
  const after = text.slice(text.indexOf(end));
  return `${before}\n\n${content}\n\n${after}`;
}
let text = readFileSync(file, 'utf8');
text = between(text, 'catalogue-tables', catalogueTables(CATALOGUE));
text = between(text, 'occasion-table', occasionTables());
writeFileSync(file, text);
execFileSync('npx', ['prettier', '--write', file], { stdio: 'ignore' });
console.log(`docs/catalogue.md: ${CATALOGUE.length} recipes`);
