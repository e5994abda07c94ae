import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, writeLines } from './ical';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes newlines as \\n', () => {
    expect(escapeText('Sel, poivre; huile\\vinaigre')).toBe('Sel\\, poivre\\; huile\\\\vinaigre');
    expect(escapeText('ligne 1\nligne 2\r\nligne 3\rfin')).toBe(
      'ligne 1\\nligne 2\\nligne 3\\nfin',
    );
  });

  it('drops control characters a TEXT value may not hold, and keeps tabs', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole and folds the next octet', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, counting the leading space', () => {
    const folded = foldLine(`SUMMARY:${'y'.repeat(300)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${'y'.repeat(300)}`,
    );
  });

  it('never cuts a UTF-8 character, accents and emoji included', () => {
    const text = `SUMMARY:${'é'.repeat(50)}🍲🍲${'à'.repeat(40)}`;
    const lines = foldLine(text).split('\r\n');
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\ufffd');
    }
    // 'SUMMARY:' is 8 octets, then 33 'é' of 2 octets: a 34th would make 76.
    expect(octets(lines[0]!)).toBe(74);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(text);
  });
});

describe('writeLines', () => {
  it('ends every line with CRLF and round-trips through an iCal parser', () => {
    const title = 'Gratin, « maison »; pommes\\poires\nà partager '.repeat(3);
    const text = writeLines([
      ['BEGIN', 'VCALENDAR'],
      ['VERSION', '2.0'],
      ['PRODID', '-//Test//FR'],
      ['BEGIN', 'VEVENT'],
      ['UID', 'a@popote'],
      ['DTSTAMP', formatUtc(new Date('2026-11-22T10:00:00Z'))],
      ['DTSTART', formatUtc(new Date('2026-11-22T18:00:00.250Z'))],
      ['SUMMARY', escapeText(title)],
      ['END', 'VEVENT'],
      ['END', 'VCALENDAR'],
    ]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(title);
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-11-22T18:00:00Z');
  });
});
