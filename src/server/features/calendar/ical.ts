/**
 * A minimal RFC 5545 writer: escaped TEXT values, UTC date-times, content lines folded at
 * 75 octets without cutting a UTF-8 character, CRLF line endings.
 */

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon and comma escaped, every newline written as `\n`. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters (tab excepted) are not allowed in a TEXT value.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/**
 * Folds one content line: no physical line longer than 75 octets, each continuation starting
 * with a space; a character (even one outside the BMP) is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-11-22T18:00:00.000Z → `20261122T180000Z`. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A content line `NAME:value` (the value already escaped or formatted). */
export type ContentLine = readonly [name: string, value: string];

/** The calendar text: every line folded, CRLF after each, the last one included. */
export function writeLines(lines: readonly ContentLine[]): string {
  return lines.map(([name, value]) => `${foldLine(`${name}:${value}`)}\r\n`).join('');
}
