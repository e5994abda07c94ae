// npm run docs:catalogue: rewrites the tables of docs/catalogue.md (between its markers) from
// the catalogue itself, so the document says what ships (its test fails when they differ).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueTables } from '../src/server/features/recipes/catalogue/coverage';
import { CATALOGUE } from '../src/server/features/recipes/catalogue/index';

const file = path.resolve(import.meta.dirname, '../docs/catalogue.md');
const START = '<!-- catalogue-tables:start -->';
const END = '<!-- catalogue-tables:end -->';
const text = readFileSync(file, 'utf8');
const before = text.slice(0, text.indexOf(START) + START.length);
const after = text.slice(text.indexOf(END));
if (!text.includes(START) || !text.includes(END)) throw new Error(`${file} lacks its markers`);
writeFileSync(file, `${before}\n\n${catalogueTables(CATALOGUE)}\n\n${after}`);
execFileSync('npx', ['prettier', '--write', file], { stdio: 'ignore' });
console.log(`docs/catalogue.md: ${CATALOGUE.length} recipes`);
