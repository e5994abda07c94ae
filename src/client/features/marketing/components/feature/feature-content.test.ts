import { describe, expect, it } from 'vitest';
import featurePages from '../../../../locales/fr/feature-pages.json';
import { featureMeta } from '../../pages/feature-page';
import { FEATURE_SLUGS, FEATURES, featureTexts } from './feature-content';

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

describe('feature pages content', () => {
  it('covers the five feature pages, each at its own path', () => {
    expect(FEATURE_SLUGS).toEqual([
      'meal-planning',
      'shopping-list',
      'recipe-suggestions',
      'virtual-assistant',
      'frigidaire',
    ]);
    expect(new Set(FEATURE_SLUGS.map((slug) => FEATURES[slug].path)).size).toBe(5);
  });

  it.each(FEATURE_SLUGS)('gives %s three steps, 3–4 benefits and 2–3 questions', (slug) => {
    const texts = featureTexts(slug);
    expect(texts.steps).toHaveLength(3);
    expect(texts.benefits.length).toBeGreaterThanOrEqual(3);
    expect(texts.benefits.length).toBeLessThanOrEqual(4);
    expect(texts.faq.length).toBeGreaterThanOrEqual(2);
    expect(texts.faq.length).toBeLessThanOrEqual(3);
    for (const entry of [...texts.steps, ...texts.benefits, ...texts.faq]) {
      expect(entry.title).not.toBe('');
      expect(entry.text).not.toBe('');
    }
  });

  it('gives each page a distinct title « <h1> — Popote » and a 140–160 character description', () => {
    const titles = FEATURE_SLUGS.map((slug) => featureMeta[slug].title);
    expect(new Set(titles).size).toBe(5);
    for (const slug of FEATURE_SLUGS) {
      const { title, description } = featureMeta[slug];
      expect(title).toBe(`${featureTexts(slug).name} — Popote`);
      expect(description.length, slug).toBeGreaterThanOrEqual(140);
      expect(description.length, slug).toBeLessThanOrEqual(160);
    }
    expect(featureMeta['meal-planning'].title).toBe('Planning des repas — Popote');
    expect(featureMeta['virtual-assistant'].title).toBe('Assistant Chef — Popote');
  });

  it('follows French typography in every text', () => {
    for (const text of strings(featurePages)) {
      expect(text, text).not.toMatch(/'/);
      expect(text, text).not.toMatch(/ [!?;:»]/);
      expect(text, text).not.toMatch(/« /);
    }
  });
});
