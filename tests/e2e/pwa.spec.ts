import { expect, test } from './fixtures';
import { waitForServiceWorker } from './support';

// The service worker is blocked for the other journeys (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('Popote is installable: a French manifest with its icons, a service worker that opens /dashboard offline', async ({
  page,
  context,
}) => {
  const manifestResponse = await page.request.get('/manifest.webmanifest');
  expect(manifestResponse.ok()).toBe(true);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
    shortcuts: { url: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Popote',
    short_name: 'Popote',
    lang: 'fr',
    start_url: '/dashboard',
    display: 'standalone',
  });
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find(
        (entry) => entry.sizes === size && entry.purpose === purpose,
      );
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const image = await page.request.get(icon!.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  }
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
    '/dashboard/shopping',
    '/dashboard/inventory',
  ]);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect((await page.request.get('/icons/apple-touch-icon.png')).headers()['content-type']).toBe(
    'image/png',
  );

  // Every page names the manifest and the theme colours of both schemes.
  await page.goto('/app');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(
    page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
  ).toHaveCount(1);

  // The worker takes the page as soon as it is installed, and answers /dashboard offline.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/dashboard');
  // Nobody signed in on this device: the app itself says the network is missing.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impossible de vérifier votre compte' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Pas de connexion Internet');
  await context.setOffline(false);
});

test('/app offers « Installer l’application » when the browser can install it', async ({
  page,
}) => {
  await page.goto('/app');
  await expect(page.getByRole('button', { name: 'Installer l’application' })).toHaveCount(0);
  // What Chrome does once Popote meets its criteria (headless Chromium never does it itself).
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as Window & { prompted?: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Installer l’application' }).click();
  await expect(page.getByText('Popote est installé sur cet appareil.')).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { prompted?: boolean }).prompted)).toBe(
    true,
  );
});

test('/app tells iPhone users how to install from Safari’s Share menu', async ({ browser }) => {
  const iphone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    locale: 'fr-CH',
    serviceWorkers: 'block',
  });
  const page = await iphone.newPage();
  await page.goto('/app');
  await expect(
    page.getByText(
      /Sur iPhone ou iPad, dans Safari.+touchez Partager, puis «.Sur l’écran d’accueil.»/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Installer l’application' })).toHaveCount(0);
  await iphone.close();
});
