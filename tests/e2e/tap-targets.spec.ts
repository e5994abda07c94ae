// The phone in one hand (issue 30): on the dashboard pages every button, link, input and
// checkbox — with its label — is at least 44 px in one dimension and 24 px in the other, at
// 390 px. Inline links inside a paragraph and visually hidden skip links are left out.
import type { Page } from '@playwright/test';
import { formatLongDate } from '../../src/shared/format';
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail, zurichDay } from './support';

test.use({ viewport: { width: 390, height: 844 } });

/** Every visible interactive element of the page smaller than a thumb: « name (w×h) ». */
function tapTargetOffenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="radio"]',
      '[role="tab"]',
      '[role="menuitem"]',
    ].join(',');
    const nameOf = (element: Element): string => {
      const labelled = element.getAttribute('aria-labelledby');
      const byId = labelled
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      const labels =
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
          ? [...(element.labels ?? [])].map((label) => label.textContent ?? '').join(' ')
          : '';
      return (
        element.getAttribute('aria-label') ||
        byId ||
        labels ||
        element.textContent ||
        element.getAttribute('title') ||
        element.getAttribute('placeholder') ||
        element.tagName.toLowerCase()
      )
        .replace(/\s+/g, ' ')
        .trim();
    };
    const offenders: string[] = [];
    for (const element of document.querySelectorAll(SELECTOR)) {
      if (element.closest('[inert]')) continue;
      // Visually hidden until focused (the skip link).
      const style = getComputedStyle(element);
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // An inline link inside a paragraph of text.
      const paragraph = element.tagName === 'A' ? element.closest('p') : null;
      if (paragraph && paragraph.textContent?.trim() !== element.textContent?.trim()) continue;
      let { left, top, right, bottom } = element.getBoundingClientRect();
      // With its label: a checkbox or radio counts with the label one taps.
      const labels =
        element instanceof HTMLInputElement ? [...(element.labels ?? [])] : ([] as Element[]);
      const wrapping = element.closest('label');
      if (wrapping) labels.push(wrapping);
      for (const label of labels) {
        const box = label.getBoundingClientRect();
        left = Math.min(left, box.left);
        top = Math.min(top, box.top);
        right = Math.max(right, box.right);
        bottom = Math.max(bottom, box.bottom);
      }
      const width = right - left;
      const height = bottom - top;
      // Visually hidden (a skip link until focused, a native input under its styled label).
      if (width <= 1 || height <= 1) continue;
      const long = Math.max(width, height);
      const short = Math.min(width, height);
      if (long + 0.5 < 44 || short + 0.5 < 24)
        offenders.push(`${nameOf(element)} (${Math.round(width)}×${Math.round(height)})`);
    }
    return [...new Set(offenders)];
  });
}

/** 'YYYY-MM-DD' → « samedi 28 novembre 2026 », as the planning titles its days. */
const longDay = (date: string) => formatLongDate(new Date(`${date}T12:00:00Z`));

async function expectThumbSized(page: Page, where: string) {
  // Scrolled through once, so lazy content is laid out; then measured from the top.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
  // Soft: every page's offenders are listed, not only the first page's.
  expect.soft(await tapTargetOffenders(page), `${where}: too small to tap`).toEqual([]);
}

test('every button, link, input and checkbox of the dashboard pages is big enough for a thumb', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await subscribeInBrowser(page, {
    firstName: 'Inès',
    lastName: 'Rochat',
    email: uniqueEmail('pouce'),
    password: 'mon-secret-1',
  });
  // Some content on every page: a planned meal, a list item, a fridge item.
  const tomorrow = zurichDay(1);
  for (const [path, data] of [
    [
      '/api/planned-meals',
      {
        recipeTitle: 'Pâtes crémeuses au poulet, champignons et parmesan',
        date: tomorrow,
        time: '19:00',
        servings: 2,
        recipeId: 'pates-cremeuses',
        recipe: {
          servings: 2,
          description: '',
          ingredients: ['200 g de pâtes', '2 blancs de poulet', '100 g de parmesan'],
          instructions: ['Cuire les pâtes.'],
        },
      },
    ],
    ['/api/shopping-items', { name: 'Poireaux', quantity: '2', unit: 'unité' }],
    [
      '/api/inventory-items',
      { name: 'Yaourts', quantity: 4, unit: 'unité', expirationDate: zurichDay(2) },
    ],
  ] as const) {
    expect((await page.request.post(path, { data })).status(), path).toBe(201);
  }

  // Settings with tags (chips with « × ») and someone at the table.
  expect(
    (
      await page.request.patch('/api/preferences', {
        data: { preferredFoods: ['tomates'], dislikedFoods: ['céleri'] },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await page.request.post('/api/household/people', { data: { firstName: 'Lou', child: true } })
    ).status(),
  ).toBe(201);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectThumbSized(page, 'Accueil');
  // The menu's drawer (the page behind it is inert: only the drawer is measured).
  await page.getByRole('button', { name: 'Ouvrir le menu' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectThumbSized(page, 'Menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/dashboard/planning');
  const title = page.getByRole('button', {
    name: 'Voir la recette de Pâtes crémeuses au poulet, champignons et parmesan',
  });
  await expect(title).toBeVisible();
  // The title wraps on two lines instead of being cut.
  const box = await title.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expect(title.locator('span')).toHaveCSS('-webkit-line-clamp', '2');
  await expectThumbSized(page, 'Planning');

  // « Modifier »: the dialog is thumb-sized too; the meal moves to the day after, at lunch, for 3.
  await page
    .getByRole('button', {
      name: 'Modifier Pâtes crémeuses au poulet, champignons et parmesan',
    })
    .click();
  const edit = page.getByRole('dialog', { name: 'Modifier le repas' });
  await expect(edit.getByLabel('Date')).toHaveValue(tomorrow);
  await expect(edit.getByRole('radio', { name: 'Dîner' })).toBeChecked();
  await expectThumbSized(page, 'Modifier le repas');
  const dayAfter = zurichDay(2);
  await edit.getByLabel('Date').fill(dayAfter);
  // From the keyboard: the moment is a radio group.
  await edit.getByRole('radio', { name: 'Dîner' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(edit.getByRole('radio', { name: 'Déjeuner' })).toBeChecked();
  await edit.getByLabel('Nombre de personnes').fill('3');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Repas modifié')).toBeVisible();
  const movedDay = page.getByRole('region', { name: new RegExp(`^${longDay(dayAfter)}$`, 'i') });
  await expect(movedDay.getByText('12:00 · 3 pers. · Plat principal')).toBeVisible();
  const planned = (await (await page.request.get('/api/planned-meals')).json()) as {
    items: { date: string; time: string; servings: number }[];
  };
  expect(planned.items).toEqual([
    expect.objectContaining({ date: dayAfter, time: '12:00', servings: 3 }),
  ]);

  await page.goto('/dashboard/shopping');
  await expect(page.getByRole('checkbox', { name: /poireaux/ })).toBeVisible();
  await expectThumbSized(page, 'Liste de courses');

  await page.goto('/dashboard/inventory');
  await expect(page.getByText('Yaourts').first()).toBeVisible();
  await expectThumbSized(page, 'Frigidaire');

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Inès');
  await expectThumbSized(page, 'Paramètres');

  // Nothing lost by accident: leaving settings with a change asks first.
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Inès-Marie');
  await page.getByRole('link', { name: 'Planning', exact: true }).first().click();
  const leave = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await expect(leave.getByText('Vos modifications seront perdues.')).toBeVisible();
  await leave.getByRole('button', { name: 'Rester' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Inès-Marie');
  await page.getByRole('link', { name: 'Planning', exact: true }).first().click();
  await leave.getByRole('button', { name: 'Quitter' }).click();
  await expect(page).toHaveURL(/\/dashboard\/planning$/);
  await expect(page.getByRole('heading', { name: 'Planning des repas' })).toBeVisible();

  // Back with nothing changed: no question. Changed again, closing the tab asks the browser.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Inès');
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Inès-Marie');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});
