import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The badge pairs of « À consommer en premier » (red expired, amber soon), read from the theme
// itself: text on its tint meets WCAG AA (4.5:1) in the light and the dark theme.
const css = readFileSync(new URL('./index.css', import.meta.url), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]),
  );
}

const palette = block('@theme');
function hex(value: string, theme: Record<string, string>): string {
  const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!name) return value;
  return hex(theme[name] ?? palette[name] ?? name, theme);
}

function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((index) => {
    const channel = parseInt(color.slice(index, index + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('badge colours', () => {
  for (const [theme, selector] of [
    ['light', ':root'],
    ['dark', '.dark'],
  ] as const) {
    it(`meet WCAG AA in the ${theme} theme`, () => {
      const tokens = block(selector);
      for (const [ink, tint] of [
        ['--danger', '--danger-soft'],
        ['--warning-ink', '--warning-soft'],
      ] as const) {
        const pair = [hex(tokens[ink]!, tokens), hex(tokens[tint]!, tokens)];
        expect(
          pair.every((color) => /^#[0-9a-f]{6}$/i.test(color)),
          pair.join(' '),
        ).toBe(true);
        expect(contrast(pair[0]!, pair[1]!), `${ink} on ${tint}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
