import type { ReactNode } from 'react';
import { createTexts } from '../../../lib/texts';
import legal from '../../../locales/fr/legal.json';

const { t } = createTexts(legal);

/** A labelled group of facts, e.g. one purpose of processing with its data, basis and retention. */
export interface LegalCard {
  title: string;
  fields: readonly { label: string; text: string }[];
}

/**
 * One block of a section: a paragraph, a bulleted list, a subheading or a group of cards. Texts
 * may hold `**strong**`, `[label](href)` links and `{{name}}` placeholders.
 */
export type LegalBlock =
  { p: string } | { ul: readonly string[] } | { h3: string } | { cards: readonly LegalCard[] };

export interface LegalSection {
  /** The anchor of the section (its h2), linked from the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  /** Date of the last update, as readers see it (« 22 novembre 2026 »). */
  updated: string;
  /** The same date for machines (YYYY-MM-DD). */
  dateTime: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

const TOC_ID = 'sommaire';
const TOC_TITLE_ID = 'sommaire-titre';

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

const linkClass =
  'font-medium text-primary underline decoration-primary/40 underline-offset-[3px] break-words hover:decoration-primary';

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Text with its `**strong**` and `[label](href)` marks turned into elements. */
function Inline({ text, values }: { text: string; values: Record<string, string> }) {
  const source = fill(text, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const start = match.index;
    if (start > last) parts.push(source.slice(last, start));
    const [, strong, label, href] = match;
    if (strong !== undefined) {
      parts.push(
        <strong key={start} className="font-semibold text-fg">
          {strong}
        </strong>,
      );
    } else {
      parts.push(
        <a key={start} href={href} className={linkClass}>
          {label}
        </a>,
      );
    }
    last = start + match[0].length;
  }
  if (last < source.length) parts.push(source.slice(last));
  return <>{parts}</>;
}

function Block({ block, values }: { block: LegalBlock; values: Record<string, string> }) {
  if ('p' in block) {
    return (
      <p>
        <Inline text={block.p} values={values} />
      </p>
    );
  }
  if ('h3' in block) {
    return (
      <h3 className="mt-8! font-display text-xl font-semibold text-fg">
        <Inline text={block.h3} values={values} />
      </h3>
    );
  }
  if ('ul' in block) {
    return (
      <ul className="list-disc space-y-2.5 pl-5 marker:text-primary">
        {block.ul.map((item, index) => (
          <li key={index} className="pl-1">
            <Inline text={item} values={values} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="mt-6! space-y-4">
      {block.cards.map((card, index) => (
        <div key={index} className="rounded-2xl border border-border bg-surface-raised p-5 sm:p-6">
          <h3 className="font-display text-lg font-semibold leading-snug text-fg">{card.title}</h3>
          <dl className="mt-3 space-y-3 text-[0.9375rem] leading-relaxed">
            {card.fields.map((field) => (
              <div key={field.label}>
                <dt className="text-xs font-semibold uppercase tracking-wider text-fg-muted">
                  {field.label}
                </dt>
                <dd className="mt-0.5">
                  <Inline text={field.text} values={values} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

/**
 * A long legal text made readable: title and update date, a table of contents linking to each
 * section (sticky beside the text on wide screens), lines of about 70 characters.
 * SSR-safe: no browser API, plain anchors.
 */
export function LegalDocument({
  content,
  values = {},
}: {
  content: LegalDocumentContent;
  /** Values of the `{{name}}` placeholders (contact address, paths…). */
  values?: Record<string, string>;
}) {
  return (
    <article className="mx-auto w-full max-w-6xl px-4 pb-20 pt-10 sm:px-6 sm:pt-14 lg:px-8 lg:pb-28 lg:pt-16">
      <header className="max-w-[70ch]">
        <h1 className="text-balance font-display text-4xl font-semibold tracking-tight text-fg sm:text-5xl">
          {content.title}
        </h1>
        <p className="mt-4 text-sm text-fg-muted">
          {t('common.updated')} <time dateTime={content.dateTime}>{content.updated}</time>
        </p>
        <div className="mt-6 space-y-4 text-[1.0625rem] leading-relaxed text-fg sm:text-lg">
          {content.intro.map((paragraph, index) => (
            <p key={index}>
              <Inline text={paragraph} values={values} />
            </p>
          ))}
        </div>
      </header>

      <div className="mt-10 lg:mt-14 lg:grid lg:grid-cols-[17rem_minmax(0,70ch)] lg:gap-16">
        <nav
          id={TOC_ID}
          aria-labelledby={TOC_TITLE_ID}
          className="scroll-mt-24 rounded-2xl border border-border bg-surface-raised p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2
            id={TOC_TITLE_ID}
            className="text-xs font-semibold uppercase tracking-wider text-fg-muted"
          >
            {t('common.toc')}
          </h2>
          <ol className="mt-3 space-y-0.5 text-[0.9375rem] leading-snug">
            {content.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-lg px-2 py-1.5 text-fg transition-colors hover:bg-surface-sunken hover:text-primary"
                >
                  <span className="w-5 shrink-0 text-right tabular-nums text-fg-muted">
                    {index + 1}.
                  </span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-12 space-y-12 hyphens-auto lg:mt-0">
          {content.sections.map((section, index) => (
            <section
              key={section.id}
              className="border-t border-border pt-12 first:border-t-0 first:pt-0"
            >
              <h2
                id={section.id}
                className="scroll-mt-24 text-balance font-display text-2xl font-semibold tracking-tight text-fg sm:text-3xl"
              >
                <span className="mr-2 tabular-nums text-primary">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-5 space-y-4 text-base leading-relaxed text-fg sm:text-[1.0625rem]">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} values={values} />
                ))}
              </div>
              <p className="mt-6 lg:hidden">
                <a
                  href={`#${TOC_ID}`}
                  className="text-sm font-medium text-fg-muted underline underline-offset-[3px] hover:text-primary"
                >
                  {t('common.backToToc')}
                </a>
              </p>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
