// Draws the installable app's PNG icons from the Popote mark (the favicon's drawing) with
// `rsvg-convert` (Debian: apt-get install -y librsvg2-bin). Run by hand when the mark changes:
// the PNGs are committed in src/client/public/icons, so the build never needs the tool.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC = path.join(ROOT, 'src/client/public');
const OUT = path.join(PUBLIC, 'icons');

// The pot and its steam, as drawn in favicon.svg (everything but the tomato disc).
const favicon = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const pot = favicon
  .replace(/^[\s\S]*?<circle[^>]*\/>/, '')
  .replace(/<\/svg>\s*$/, '')
  .trim();
const TOMATO = '#b83f24';

/** The disc as in the favicon, on a transparent square ("any" purpose). */
const round = favicon;
/**
 * A full-bleed square: the launcher crops maskable icons to its own shape (keeping the centre
 * 80 %), and iOS fills transparent corners in black, so the pot is drawn smaller on tomato.
 */
const square = (scale) => {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${TOMATO}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${pot}</g>
</svg>`;
};

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: round },
  { file: 'icon-512.png', size: 512, svg: round },
  { file: 'maskable-192.png', size: 192, svg: square(0.72) },
  { file: 'maskable-512.png', size: 512, svg: square(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: square(0.82) },
];

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'popote-icons-'));
try {
  for (const { file, size, svg } of ICONS) {
    const source = path.join(work, `${file}.svg`);
    writeFileSync(source, svg);
    execFileSync('rsvg-convert', [
      '-w',
      String(size),
      '-h',
      String(size),
      '-o',
      path.join(OUT, file),
      source,
    ]);
    console.log(`✔ ${path.relative(ROOT, path.join(OUT, file))}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
