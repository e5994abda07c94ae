// Reads the recipe of a page: schema.org `Recipe` in JSON-LD first (what Marmiton, 750g, Cuisine
// AZ, Fooby, Betty Bossi and Migusto publish), then in microdata, then the page as a reader
// sees it (its title, and the lists under « Ingrédients » and « Préparation »).
import { parse, type HTMLElement } from 'node-html-parser';
import type { RecipeDraft } from '../../../../shared/recipe-import';
import { AppError } from '../../../platform/errors';
import {
  boundedDraft,
  dishTypeOf,
  httpUrl,
  keyOf,
  minutesOf,
  plainLines,
  plainText,
  servingsOf,
  squash,
  withoutMarker,
} from './draft-text';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The page's recipe as a draft, or RECIPE_NOT_FOUND_ON_PAGE. */
export function readRecipePage(html: string, pageUrl: string): RecipeDraft {
  let draft: RecipeDraft | null;
  try {
    // Most recipe sites publish JSON-LD: read from the scripts alone, without building the
    // whole page (a 3 MB page takes the parser a second or more).
    draft = fromJsonLd(jsonLdScripts(html), pageUrl);
    if (!draft) {
      const page = indexPage(parse(withoutScripts(html), { comment: false }));
      draft = fromMicrodata(page, pageUrl) ?? fromReadablePage(page, pageUrl);
    }
  } catch (error) {
    // A page nested deeper than the stack allows holds no recipe anyone could read.
    if (error instanceof RangeError) throw new AppError('RECIPE_NOT_FOUND_ON_PAGE');
    throw error;
  }
  if (!draft) throw new AppError('RECIPE_NOT_FOUND_ON_PAGE');
  return boundedDraft(draft);
}

/**
 * The page without what neither microdata nor a reader uses — scripts, styles, SVG drawings,
 * comments — often most of its weight: the parser has that much less to build.
 */
function withoutScripts(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|svg|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
}

/** What the readers look for in a page, found in one pass over its elements. */
interface PageIndex {
  root: HTMLElement;
  body: HTMLElement;
  /** The first element whose `itemtype` is schema.org's Recipe. */
  recipeScope: HTMLElement | null;
  /** `<meta>` contents by `property` and by `name` (the first of each). */
  meta: Map<string, string>;
  h1: HTMLElement | null;
  title: HTMLElement | null;
}

function indexPage(root: HTMLElement): PageIndex {
  const index: PageIndex = {
    root,
    body: root,
    recipeScope: null,
    meta: new Map(),
    h1: null,
    title: null,
  };
  let body: HTMLElement | null = null;
  for (const element of elementsOf(root)) {
    const tag = element.rawTagName?.toLowerCase();
    if (tag === 'meta') {
      const key = element.getAttribute('property') ?? element.getAttribute('name');
      const content = element.getAttribute('content');
      if (key && content !== undefined && !index.meta.has(key.toLowerCase()))
        index.meta.set(key.toLowerCase(), content.trim());
    } else if (tag === 'body') body ??= element;
    else if (tag === 'h1') index.h1 ??= element;
    else if (tag === 'title') index.title ??= element;
    if (!index.recipeScope) {
      const types = element.getAttribute('itemtype');
      if (types?.split(/\s+/).some((type) => /schema\.org\/Recipe$/i.test(type)))
        index.recipeScope = element;
    }
  }
  index.body = body ?? root;
  return index;
}

/** Every element under `root`, in document order, without recursion. */
function* elementsOf(root: HTMLElement): Generator<HTMLElement> {
  const stack: HTMLElement[] = [root];
  while (stack.length > 0) {
    const element = stack.pop()!;
    yield element;
    for (let index = element.childNodes.length - 1; index >= 0; index -= 1) {
      const child = element.childNodes[index]!;
      if (child.nodeType === 1) stack.push(child as HTMLElement);
    }
  }
}

// ——— JSON-LD ———

/** The texts of the page's `<script type="application/ld+json">` elements. */
function jsonLdScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\btype\s*=\s*["']?application\/ld\+json/i.test(match[1]!)) scripts.push(match[2]!);
  }
  return scripts;
}

/** The first full `Recipe` of the page's JSON-LD (name, ingredients and steps), else a partial one. */
function fromJsonLd(scripts: string[], pageUrl: string): RecipeDraft | null {
  const nodes: JsonObject[] = [];
  for (const script of scripts) {
    const data = parseJson(script);
    if (data !== undefined) collectObjects(data, nodes, 0);
  }
  const byId = new Map<string, JsonObject>();
  for (const node of nodes)
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1)
      byId.set(node['@id'], node);
  const deref = (value: Json | undefined): Json | undefined => {
    if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1)
      return byId.get(value['@id']) ?? value;
    return value;
  };
  const recipes = nodes.filter((node) => typesOf(node).includes('recipe'));
  const drafts = recipes.map((node) => recipeFromJsonLd(node, pageUrl, deref));
  return (
    drafts.find((d) => d.title && d.ingredientLines.length > 0 && d.steps.length > 0) ??
    drafts.find((d) => d.title && (d.ingredientLines.length > 0 || d.steps.length > 0)) ??
    null
  );
}

// eslint-disable-next-line no-control-regex -- the very characters JSON refuses in strings
const CONTROL_CHARACTERS = /[\u0000-\u001f]+/g;

function parseJson(text: string): Json | undefined {
  const source = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '');
  try {
    return JSON.parse(source) as Json;
  } catch {
    // Raw line breaks and tabs inside strings, as some sites write them.
    try {
      return JSON.parse(source.replace(CONTROL_CHARACTERS, ' ')) as Json;
    } catch {
      return undefined;
    }
  }
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object of the data, `@graph`s and nested ones included (a WebPage's `mainEntity`). */
function collectObjects(value: Json, into: JsonObject[], depth: number) {
  if (depth > 12 || into.length > 2_000) return;
  if (Array.isArray(value)) {
    for (const item of value) collectObjects(item, into, depth + 1);
  } else if (isObject(value)) {
    into.push(value);
    for (const child of Object.values(value)) collectObjects(child, into, depth + 1);
  }
}

/** A node's types, lower case, without their vocabulary: `schema:Recipe` → `recipe`. */
function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.replace(/^.*[/:#]/, '').toLowerCase());
}

function strings(value: Json | undefined): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item));
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (isObject(value)) return strings(value.name ?? value['@value'] ?? value.text);
  return [];
}

function text(value: Json | undefined): string {
  return plainText(strings(value)[0] ?? '');
}

function recipeFromJsonLd(
  node: JsonObject,
  pageUrl: string,
  deref: (value: Json | undefined) => Json | undefined,
): RecipeDraft {
  const ingredients = strings(node.recipeIngredient ?? node.ingredients).flatMap((line) =>
    plainLines(line),
  );
  const categories = strings(node.recipeCategory).map(plainText);
  const keywords = strings(node.keywords).flatMap((value) => value.split(','));
  return {
    title: text(node.name ?? node.headline),
    description: text(node.description),
    servings: servingsOf(node.recipeYield ?? node.yield),
    prepMinutes: minutesOf(firstScalar(node.prepTime)),
    cookMinutes: minutesOf(firstScalar(node.cookTime)),
    totalMinutes: minutesOf(firstScalar(node.totalTime)),
    ingredientLines: ingredients,
    steps: stepsOf(deref(node.recipeInstructions), deref, 0),
    imageUrl: imageOf(deref(node.image), pageUrl, deref),
    sourceUrl: pageUrl,
    tags: [...categories, ...strings(node.recipeCuisine).map(plainText), ...keywords],
    dishType: dishTypeOf(categories),
  };
}

function firstScalar(value: Json | undefined): Json | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The steps of `recipeInstructions`: a string (split into its lines), `HowToStep`s, `HowToSection`s
 * (their name leads their first step: « Pâte : … ») and `ItemList`s, in any nesting.
 */
function stepsOf(
  value: Json | undefined,
  deref: (value: Json | undefined) => Json | undefined,
  depth: number,
): string[] {
  if (value === undefined || value === null || depth > 6) return [];
  if (typeof value === 'string') return plainLines(value).map(withoutMarker).filter(Boolean);
  if (Array.isArray(value)) return value.flatMap((item) => stepsOf(deref(item), deref, depth + 1));
  if (!isObject(value)) return [];
  const types = typesOf(value);
  const items = value.itemListElement ?? value.steps;
  if (types.includes('howtosection') || (items !== undefined && !value.text)) {
    const steps = stepsOf(items, deref, depth + 1);
    const name = text(value.name);
    if (name && steps.length > 0 && types.includes('howtosection'))
      steps[0] = `${name.replace(/\s*:$/, '')}\u00a0: ${steps[0]}`;
    return steps;
  }
  const body = strings(value.text)[0] ?? strings(value.name)[0] ?? '';
  return plainLines(body).map(withoutMarker).filter(Boolean);
}

/** The first image: a string, an `ImageObject` (`url`, `contentUrl`) or a list of them. */
function imageOf(
  value: Json | undefined,
  pageUrl: string,
  deref: (value: Json | undefined) => Json | undefined,
): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = imageOf(deref(item), pageUrl, deref);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'string') return httpUrl(value, pageUrl);
  if (isObject(value)) {
    const url = strings(value.url ?? value.contentUrl)[0];
    return url ? httpUrl(url, pageUrl) : null;
  }
  return null;
}

// ——— Microdata ———

/** The page's first `itemtype=…/Recipe` element, read through its `itemprop`s. */
function fromMicrodata(page: PageIndex, pageUrl: string): RecipeDraft | null {
  const scope = page.recipeScope;
  if (!scope) return null;
  const props = new Map<string, HTMLElement[]>();
  for (const element of elementsOf(scope)) {
    if (element === scope || element.getAttribute('itemprop') === undefined) continue;
    if (!belongsTo(element, scope)) continue;
    for (const name of (element.getAttribute('itemprop') ?? '').split(/\s+/)) {
      if (!name) continue;
      props.set(name, [...(props.get(name) ?? []), element]);
    }
  }
  const all = (name: string) => props.get(name) ?? [];
  const first = (name: string) => {
    const element = all(name)[0];
    return element ? propValue(element) : '';
  };
  const ingredients = [...all('recipeIngredient'), ...all('ingredients')].flatMap((element) =>
    plainLines(propValue(element)),
  );
  const steps = all('recipeInstructions').flatMap((element) => microdataSteps(element));
  const categories = all('recipeCategory').map(propValue).map(squash);
  const draft: RecipeDraft = {
    title: squash(first('name')),
    description: squash(first('description')),
    servings: servingsOf(first('recipeYield')),
    prepMinutes: minutesOf(first('prepTime')),
    cookMinutes: minutesOf(first('cookTime')),
    totalMinutes: minutesOf(first('totalTime')),
    ingredientLines: ingredients,
    steps,
    imageUrl: httpUrl(first('image'), pageUrl),
    sourceUrl: pageUrl,
    tags: [...categories, ...all('recipeCuisine').map(propValue), ...first('keywords').split(',')],
    dishType: dishTypeOf(categories),
  };
  if (!draft.title || (draft.ingredientLines.length === 0 && draft.steps.length === 0)) return null;
  return draft;
}

/** True when `element` is a property of `scope`, not of an item nested in it. */
function belongsTo(element: HTMLElement, scope: HTMLElement): boolean {
  for (let parent = element.parentNode; parent; parent = parent.parentNode) {
    if (parent === scope) return true;
    if (parent.getAttribute?.('itemscope') !== undefined) return false;
  }
  return false;
}

/** A property's value as microdata defines it (content, src, href, datetime, or the text). */
function propValue(element: HTMLElement): string {
  const tag = element.tagName.toLowerCase();
  const content = element.getAttribute('content');
  if (content !== undefined) return content;
  if (['img', 'audio', 'video', 'source', 'embed', 'iframe'].includes(tag))
    return element.getAttribute('src') ?? '';
  if (['a', 'area', 'link'].includes(tag)) return element.getAttribute('href') ?? '';
  if (tag === 'time') return element.getAttribute('datetime') ?? element.text;
  if (['data', 'meter'].includes(tag)) return element.getAttribute('value') ?? element.text;
  return element.text;
}

/** A `recipeInstructions` element: its list items, its nested steps' text, or its lines. */
function microdataSteps(element: HTMLElement): string[] {
  if (element.getAttribute('itemscope') !== undefined) {
    const text = element.querySelector('[itemprop~="text"]');
    return blockLines(text ?? element);
  }
  const items = element.querySelectorAll('li');
  if (items.length > 0) return items.map((item) => squash(item.text)).filter(Boolean);
  return blockLines(element);
}

/** An element's text as lines (its paragraphs and line breaks), without list markers. */
function blockLines(element: HTMLElement): string[] {
  return plainLines(element.innerHTML).map(withoutMarker).filter(Boolean);
}

// ——— The page as a reader sees it ———

const INGREDIENT_HEADINGS = /^(les )?ingredients?\b/;
const STEP_HEADINGS =
  /^(la )?(preparation|etapes?|instructions?|deroulement|realisation|methode|mode operatoire|recette)\b/;

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/**
 * No structured data: the page's title, and the first list under a heading « Ingrédients » and
 * the one under « Préparation », « Étapes » or « Instructions » (its paragraphs when no list).
 */
function fromReadablePage(page: PageIndex, pageUrl: string): RecipeDraft | null {
  const blocks = blocksOf(page.body);
  const ingredients = listAfter(blocks, INGREDIENT_HEADINGS, false);
  const steps = listAfter(blocks, STEP_HEADINGS, true);
  if (ingredients.length === 0 || (steps.length === 0 && ingredients.length < 2)) return null;
  const meta = (key: string) => page.meta.get(key);
  const title = squash(page.h1?.text ?? '') || meta('og:title') || squash(page.title?.text ?? '');
  if (!title) return null;
  const pageText = blocks
    .filter((block) => block.kind !== 'list')
    .map((block) => ('text' in block ? block.text : ''))
    .join('\n');
  const time = (label: RegExp) => {
    const line = pageText.split('\n').find((candidate) => label.test(keyOf(candidate)));
    return line ? minutesOf(line.replace(/^[^:]*:/, '')) : null;
  };
  const servingsLine = pageText
    .split('\n')
    .find((line) => /^pour \d+|\d+ (personnes?|parts?|portions?)\b/.test(keyOf(line)));
  return {
    title: plainText(title),
    description: plainText(meta('og:description') ?? meta('description') ?? ''),
    servings: servingsLine ? servingsOf(servingsLine) : null,
    prepMinutes: time(/^(temps de )?preparation\s*:?\s*\d/),
    cookMinutes: time(/^(temps de )?cuisson\s*:?\s*\d/),
    totalMinutes: time(/^(temps )?total\s*:?\s*\d/),
    ingredientLines: ingredients,
    steps,
    imageUrl: httpUrl(meta('og:image'), pageUrl),
    sourceUrl: pageUrl,
    tags: [],
    dishType: null,
  };
}

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'nav',
  'footer',
  'svg',
  'form',
]);

/** The page's headings, lists and paragraphs, in reading order (without recursion). */
function blocksOf(body: HTMLElement): Block[] {
  const into: Block[] = [];
  const stack: HTMLElement[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const tag = node === body ? '' : (node.rawTagName?.toLowerCase() ?? '');
    if (SKIPPED.has(tag)) continue;
    if (/^h[1-6]$/.test(tag)) into.push({ kind: 'heading', text: squash(node.text) });
    else if (tag === 'ul' || tag === 'ol') {
      const isItem = (element: HTMLElement) => element.rawTagName?.toLowerCase() === 'li';
      // The innermost items: a nested list's items are its own.
      const items = [...elementsOf(node)]
        .filter((item) => isItem(item) && ![...elementsOf(item)].slice(1).some(isItem))
        .map((item) => withoutMarker(squash(item.text)))
        .filter(Boolean);
      into.push({ kind: 'list', items });
    } else if (tag === 'p' || tag === 'dt' || tag === 'strong' || tag === 'b') {
      const text = squash(node.text);
      // A short paragraph that names a section (« Ingrédients : ») serves as its heading.
      if (text && text.length <= 40 && namesSection(text)) into.push({ kind: 'heading', text });
      else if (text) into.push({ kind: 'paragraph', text });
    } else {
      for (let index = node.childNodes.length - 1; index >= 0; index -= 1) {
        const child = node.childNodes[index]!;
        if (child.nodeType === 1) stack.push(child as HTMLElement);
      }
    }
  }
  return into;
}

/** « Ingrédients », « Ingrédients (pour 4) », « Préparation : » — not « Préparation : 20 min ». */
function namesSection(text: string): boolean {
  const key = keyOf(text);
  return INGREDIENT_HEADINGS.test(key) || (STEP_HEADINGS.test(key) && !/\d/.test(key));
}

/** The first list after a heading that matches (its paragraphs, for steps, when it has none). */
function listAfter(blocks: Block[], heading: RegExp, paragraphs: boolean): string[] {
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    if (block.kind !== 'heading' || !heading.test(keyOf(block.text))) continue;
    const texts: string[] = [];
    for (const next of blocks.slice(index + 1)) {
      if (next.kind === 'heading') break;
      if (next.kind === 'list' && next.items.length > 0) return next.items;
      if (next.kind === 'paragraph') texts.push(withoutMarker(next.text));
    }
    if (paragraphs && texts.length > 0) return texts.filter(Boolean);
  }
  return [];
}
