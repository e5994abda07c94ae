import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { PATHS, SIGN_UP_PATH } from '../../src/shared/routes';
import { expect, test } from './fixtures';

const PUBLIC_PAGES = [
  PATHS.home,
  PATHS.featureMealPlanning,
  PATHS.featureShoppingList,
  PATHS.featureRecipeSuggestions,
  PATHS.featureVirtualAssistant,
  PATHS.featureFrigidaire,
  PATHS.app,
  PATHS.blog,
  PATHS.privacy,
  PATHS.terms,
];

test.describe('the public site', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} arrives as complete HTML with its own title, description and canonical link, and passes axe`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.request.get(path);
      const raw = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(raw)?.[1];
      expect(title).toMatch(/Popote/);
      expect(raw).toMatch(/<meta name="description" content="[^"]{100,}"/);
      expect(raw).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      expect(raw).toMatch(/<h1[\s>]/);
      // The CSP stays strict: the only inline script is allowed by its hash, no other is.
      const scriptSrc =
        /script-src ([^;]+)/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      const inline = [...raw.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1] ?? '',
      );
      for (const body of inline) {
        const hash = createHash('sha256').update(body).digest('base64');
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
      }

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});

const ACCOUNT_PAGES = [
  { path: PATHS.auth, heading: 'Connexion' },
  { path: PATHS.resetPassword, heading: 'Mot de passe oublié' },
  { path: PATHS.emailConfirmation, heading: 'Vérifiez votre email' },
];

test.describe('the account pages', () => {
  for (const { path, heading } of ACCOUNT_PAGES) {
    test(`${path} has its own title, description and canonical link, paints the splash from its HTML, and asks no session of a first visit`, async ({
      page,
      baseURL,
    }) => {
      const raw = await (await page.request.get(path)).text();
      expect(/<title>([^<]+)<\/title>/.exec(raw)?.[1]).toBe(`${heading} — Popote`);
      expect(raw).toMatch(/<meta name="description" content="[^"]{140,160}"/);
      expect(raw).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      // The specification's splash is in the page itself, before any script.
      expect(raw).toMatch(/<div id="splash" role="status"[\s\S]*Votre assistant culinaire/);

      const sessionChecks: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/me') sessionChecks.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('#splash')).toHaveCount(0);
      expect(sessionChecks).toEqual([]);
      expect(errors).toEqual([]);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});

test.describe('the landing page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows every section, and the bar gains its shadow past 10 px of scroll', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(PATHS.home);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Popote, votre assistant culinaire' }),
    ).toBeVisible();
    const chips = page.getByRole('list', { name: 'En bref' }).getByRole('listitem');
    await expect(chips).toHaveCount(3);
    await expect(page.locator('#features').getByRole('heading', { level: 3 })).toHaveCount(9);
    await expect(page.getByRole('heading', { name: 'Pourquoi choisir Popote ?' })).toBeVisible();
    await expect(page.getByText('l’App Store')).toBeVisible();
    await expect(page.getByText('Google Play', { exact: true })).toBeVisible();
    const pricing = page.locator('#pricing');
    await expect(pricing).toContainText('9.99');
    await expect(pricing).toContainText('Sans engagement, résiliable à tout moment.');
    await expect(pricing.getByRole('link', { name: 'Commencer maintenant' })).toHaveAttribute(
      'href',
      SIGN_UP_PATH,
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Valais, Suisse');
    // Written by the server at each response: the current year, never the build's.
    await expect(footer).toContainText(`© 2025–${new Date().getFullYear()} Popote.`);
    await expect(footer.getByRole('link', { name: 'bonjour@popote.ch' })).toHaveAttribute(
      'href',
      'mailto:bonjour@popote.ch',
    );

    const bar = page.getByRole('navigation', { name: 'Navigation principale' });
    const shadow = () => bar.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(await shadow()).toBe('none');
    await page.mouse.wheel(0, 400);
    await expect.poll(shadow).not.toBe('none');
    // The bar stays in view once the banner has scrolled away.
    await expect(bar).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(shadow).toBe('none');

    // « Tarifs » in the footer brings the pricing card into view, on the same page.
    await footer.getByRole('link', { name: 'Tarifs' }).click();
    await expect(
      pricing.getByRole('heading', { name: 'Un abonnement, tout Popote' }),
    ).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe(PATHS.home);
    expect(consoleErrors).toEqual([]);
  });

  test('the promo banner, once closed, stays closed on every page', async ({ page }) => {
    await page.goto(PATHS.home);
    const banner = page.getByRole('link', { name: /30 jours gratuits avec le code FREE30/ });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('href', SIGN_UP_PATH);
    await page.getByRole('button', { name: 'Fermer l’offre de bienvenue' }).click();
    await expect(banner).toBeHidden();
    await page.goto(PATHS.featureShoppingList);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('FREE30', { exact: true })).toBeHidden();
  });

  test('the theme switch is remembered from one page to the next', async ({ page }) => {
    await page.goto(PATHS.home);
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    const toggle = page.getByRole('button', { name: 'Thème sombre' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(html).toHaveClass(/dark/);
    await page.goto(PATHS.blog);
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('every link of the bar and the footer leads to its page', async ({ page, request }) => {
    await page.goto(PATHS.home);
    const hrefs = new Set<string>();
    for (const region of [
      page.getByRole('navigation', { name: 'Navigation principale' }),
      page.getByRole('contentinfo'),
    ]) {
      for (const href of await region
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        if (href.startsWith('/')) hrefs.add(href.split('#')[0] ?? href);
      }
    }
    expect([...hrefs].sort()).toEqual(
      [
        PATHS.home,
        PATHS.featureMealPlanning,
        PATHS.featureShoppingList,
        PATHS.featureRecipeSuggestions,
        PATHS.featureVirtualAssistant,
        PATHS.featureFrigidaire,
        PATHS.blog,
        PATHS.app,
        PATHS.auth,
        SIGN_UP_PATH,
        PATHS.privacy,
        PATHS.terms,
      ].sort(),
    );
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Frigidaire' })
      .click();
    await expect(page).toHaveURL(PATHS.featureFrigidaire);
    await expect(page.getByRole('link', { name: 'Frigidaire' }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Commencer', exact: true }).first().click();
    await expect(page).toHaveURL(SIGN_UP_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu slides in at 280 px, keeps the focus inside, and Escape closes it', async ({
    page,
  }) => {
    await page.goto(PATHS.featureMealPlanning);
    const bar = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(bar.getByRole('link', { name: 'Planning' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Ouvrir le menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect
      .poll(() => menu.evaluate((element) => element.getBoundingClientRect().width))
      .toBe(280);
    for (const name of [
      'Accueil',
      'Planning',
      'Courses',
      'Suggestions',
      'Assistant',
      'Frigidaire',
      'Blog',
      "Télécharger l'app",
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Planning', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Tabbing through more controls than the menu has never leaves it.
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(PATHS.blog);
  });
});
