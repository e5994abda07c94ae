// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicSettings } from '../../../lib/public-settings';
import { PrivacyPage, meta as privacyMeta } from '../pages/privacy-page';
import { TermsPage, meta as termsMeta } from '../pages/terms-page';
import { LegalDocument, type LegalDocumentContent } from './legal-document';

afterEach(cleanup);

const mailto = `mailto:${publicSettings.contactEmail}`;

function tableOfContents() {
  return screen.getByRole('navigation', { name: 'Sommaire' });
}

/** Every entry of the table of contents points at an h2 of the page. */
function expectTocTargetsExist(container: HTMLElement) {
  const links = within(tableOfContents()).getAllByRole('link');
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^#[a-z-]+$/);
    const target = container.querySelector(href);
    expect(target?.tagName, href).toBe('H2');
    expect(link.textContent).toContain(target?.textContent?.replace(/^\d+\.\s*/, ''));
  }
  const ids = links.map((link) => link.getAttribute('href'));
  expect(new Set(ids).size).toBe(ids.length);
}

function expectNoRawMarkup(container: HTMLElement) {
  expect(container.textContent).not.toMatch(/\{\{|\}\}|\*\*|\]\(/);
}

describe('PrivacyPage', () => {
  it('shows its title as the h1, matching the document title', () => {
    render(<PrivacyPage />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveProperty('textContent', 'Politique de confidentialité');
    expect(privacyMeta.title).toBe(`${heading.textContent} — Popote`);
    expect(document.title).toBe(privacyMeta.title);
    expect(privacyMeta.description.length).toBeGreaterThanOrEqual(140);
    expect(privacyMeta.description.length).toBeLessThanOrEqual(160);
  });

  it('links its table of contents to the sections', () => {
    const { container } = render(<PrivacyPage />);
    expectTocTargetsExist(container);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('tells when it was last updated', () => {
    const { container } = render(<PrivacyPage />);
    expect(container.textContent).toMatch(/Dernière mise à jour\s:\s22 novembre 2026/);
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22');
  });

  it('gives the contact mailbox and the rights, with the export and the regulator', () => {
    const { container } = render(<PrivacyPage />);
    const mailLinks = screen.getAllByRole('link', { name: publicSettings.contactEmail });
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) expect(link.getAttribute('href')).toBe(mailto);
    const text = container.textContent ?? '';
    expect(text).toContain('Exporter mes données');
    expect(text).toContain('Supprimer mon compte');
    expect(text).toContain('PFPDT');
    expect(text).toContain('nLPD');
    expect(text).toContain('RGPD');
    expect(text).toContain('Stripe');
    expect(text).toMatch(/10\sans/);
    expect(
      screen.getByRole('link', { name: 'conditions d’utilisation' }).getAttribute('href'),
    ).toBe('/terms');
    expectNoRawMarkup(container);
  });
});

describe('TermsPage', () => {
  it('shows its title as the h1, matching the document title', () => {
    render(<TermsPage />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveProperty('textContent', 'Conditions d’utilisation');
    expect(termsMeta.title).toBe(`${heading.textContent} — Popote`);
    expect(document.title).toBe(termsMeta.title);
    expect(termsMeta.description.length).toBeGreaterThanOrEqual(140);
    expect(termsMeta.description.length).toBeLessThanOrEqual(160);
  });

  it('links its table of contents to the sections', () => {
    const { container } = render(<TermsPage />);
    expectTocTargetsExist(container);
  });

  it('states the price, the promo code, the cancellation path and the contact', () => {
    const { container } = render(<TermsPage />);
    const text = container.textContent ?? '';
    expect(text).toContain('CHF 9.99');
    expect(text).toContain('FREE30');
    expect(text).toContain('Gérer mon abonnement');
    expect(text).toContain('Valais');
    for (const link of screen.getAllByRole('link', { name: publicSettings.contactEmail }))
      expect(link.getAttribute('href')).toBe(mailto);
    for (const link of screen.getAllByRole('link', { name: 'politique de confidentialité' }))
      expect(link.getAttribute('href')).toBe('/privacy');
    expectNoRawMarkup(container);
  });
});

describe('LegalDocument', () => {
  const content: LegalDocumentContent = {
    title: 'Titre',
    updated: '1er janvier 2027',
    dateTime: '2027-01-01',
    intro: ['Introduction pour {{name}}.'],
    sections: [
      {
        id: 'premiere',
        title: 'Première partie',
        blocks: [
          { p: 'Écrivez à [{{email}}](mailto:{{email}}) ou lisez **ceci**.' },
          { h3: 'Un détail' },
          { ul: ['un', 'deux'] },
        ],
      },
      {
        id: 'seconde',
        title: 'Seconde partie',
        blocks: [{ cards: [{ title: 'Carte', fields: [{ label: 'Données', text: 'Le nom' }] }] }],
      },
    ],
  };

  it('renders paragraphs, links, emphasis, subheadings, lists and cards in order', () => {
    const { container } = render(
      <LegalDocument content={content} values={{ name: 'vous', email: 'a@b.ch' }} />,
    );
    expect(screen.getByText('Introduction pour vous.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'a@b.ch' }).getAttribute('href')).toBe('mailto:a@b.ch');
    expect(container.querySelector('strong')?.textContent).toBe('ceci');
    expect(screen.getByRole('heading', { level: 3, name: 'Un détail' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('deux');
    expect(screen.getByText('Données').tagName).toBe('DT');
    const headings = screen.getAllByRole('heading').map((heading) => heading.tagName);
    expect(headings).toEqual(['H1', 'H2', 'H2', 'H3', 'H2', 'H3']);
    expectNoRawMarkup(container);
  });

  it('numbers the sections the same way in the table of contents and the text', () => {
    render(<LegalDocument content={content} />);
    const links = within(tableOfContents()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '1.Première partie',
      '2.Seconde partie',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '2.Seconde partie' })).toBeTruthy();
  });
});
