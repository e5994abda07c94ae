// How an ended timer rings: a short beep (WebAudio), a vibration where the phone has one, and a
// system notification when the page is hidden and notifications are allowed (decision 0024).

let audio: AudioContext | null = null;

function context(): AudioContext | null {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Context) return null;
  audio ??= new Context();
  return audio;
}

/**
 * Called from a click (« Lancer un minuteur »): browsers only let a page play sound once the
 * user has touched it, and only ask for notifications on a gesture.
 */
export function prepareAlarm() {
  try {
    void context()?.resume();
  } catch {
    // No sound: the vibration and the announcement remain.
  }
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
}

/** Three short beeps. */
function beep() {
  const ctx = context();
  if (!ctx) return;
  const start = ctx.currentTime + 0.05;
  for (let index = 0; index < 3; index += 1) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    const at = start + index * 0.4;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.3);
  }
}

/** Rings for a timer that ended: `title` and `body` in French, from the caller's texts. */
export function ring(title: string, body: string) {
  try {
    beep();
  } catch {
    // A suspended or closed audio context: nothing to hear.
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate([300, 150, 300, 150, 300]);
  }
  if (
    typeof document !== 'undefined' &&
    document.visibilityState === 'hidden' &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted'
  ) {
    try {
      new Notification(title, { body, tag: `popote-minuteur-${body}` });
    } catch {
      // Some phones only notify through a service worker: the sound and the vibration remain.
    }
  }
}
