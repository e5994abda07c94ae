// The browser's offer to install Popote (the `beforeinstallprompt` event), kept from the moment
// the page's script runs: the event may come before the install button is on screen.

/** Chromium's event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState =
  /** Not known yet (and what the prerendered page shows). */
  | 'unknown'
  /** The browser offers to install: « Installer l'application ». */
  | 'prompt'
  /** Safari on iPhone or iPad: installed by hand, from the Share menu. */
  | 'ios'
  /** Popote runs installed, or was just installed. */
  | 'installed'
  /** No offer from this browser: the steps of the page apply. */
  | 'manual';

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

let listening = false;

/** Starts listening for the browser's offer (once, when the page's script loads). */
function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Shown by our own button instead of the browser's mini-infobar.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    notify();
  });
}

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS says it is a Mac; only a touch screen tells them apart.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function readInstallState(): InstallState {
  if (installed || isStandalone()) return 'installed';
  if (offer) return 'prompt';
  return isIos() ? 'ios' : 'manual';
}

/** Opens the browser's install dialog; true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = offer;
  if (!event) return false;
  offer = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  notify();
  return outcome === 'accepted';
}

// As early as the module loads: before the button is hydrated, the offer may already come.
listenForInstallPrompt();
