import { PLAN } from '../../../shared/constants';
import { trialPriceLine } from '../../../shared/billing';
import { formatLongDate, formatPrice } from '../../../shared/format';
import type { userSubscriptions } from '../../db/schema';

type Subscription = typeof userSubscriptions.$inferSelect;

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STATUS_LABELS: Record<string, string> = {
  active: 'Actif',
  trialing: 'Période d’essai',
  past_due: 'Paiement en attente',
  canceled: 'Résilié',
  unpaid: 'Impayé',
  incomplete: 'Incomplet',
  incomplete_expired: 'Expiré',
};

/** The sandbox pages: always labelled as a test, never taken for a real payment page. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} — Popote (mode test)</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#fbf6ef;color:#2b2622;font-size:16px}
.test{background:#f2b53a;color:#2b2622;text-align:center;font-weight:700;padding:10px 16px}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #eadfd2;border-radius:20px;padding:28px;box-shadow:0 8px 24px rgba(43,38,34,.06)}
h1{font-size:24px;margin:0 0 4px}.muted{color:#6b625a}.price{font-size:32px;font-weight:800;margin:16px 0 4px}
label{display:block;font-weight:600;margin:20px 0 6px}input{width:100%;font-size:16px;padding:12px 14px;border:1px solid #d9cbbb;border-radius:12px}
button,.link{display:block;width:100%;min-height:48px;margin-top:12px;border-radius:999px;font-size:16px;font-weight:700;cursor:pointer;text-align:center;text-decoration:none;line-height:48px}
.primary{background:#b93e22;color:#fff;border:0}.secondary{background:#fff;color:#2b2622;border:1px solid #d9cbbb}
.trial{font-size:22px}.error{background:#fdecea;color:#8f2a17;border-radius:12px;padding:12px 14px;margin-top:16px}
dl{margin:16px 0}dt{font-weight:600;margin-top:10px}dd{margin:2px 0 0}
:focus-visible{outline:3px solid #b93e22;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#1c1917;color:#f5efe8}.card{background:#292522;border-color:#3d3631}.muted{color:#c4b8ab}
input{background:#1c1917;color:#f5efe8;border-color:#4a423c}.secondary{background:#292522;color:#f5efe8;border-color:#4a423c}.trial{font-size:22px}.error{background:#3f1d16;color:#f6c2b5}}
</style></head><body>
<div class="test" role="note">Mode test\u00a0: aucun paiement réel</div>
<main><div class="card">${body}</div></main></body></html>`;
}

/** The sandbox checkout's one script: the FREE30 price line and button as the code is typed. */
export const CHECKOUT_SCRIPT = `const input = document.getElementById('promoCode');
const sync = () => {
  const trial = input.value.trim().toUpperCase() === input.dataset.code;
  document.getElementById('price-line').hidden = trial;
  document.getElementById('trial-line').hidden = !trial;
  const pay = document.getElementById('pay');
  pay.textContent = trial ? pay.dataset.trial : pay.dataset.pay;
};
input.addEventListener('input', sync);
sync();
`;

const PAY_LABEL = `Payer ${formatPrice()}`;
const TRIAL_LABEL = 'Commencer l’essai gratuit';

export function renderCheckout(input: {
  id: string;
  email: string;
  error?: string;
  promoCode?: string;
  /** When a FREE30 trial would end (and the first payment be taken). */
  trialEnd: Date;
}): string {
  return page(
    'Paiement',
    `<h1>Popote Premium</h1>
<p class="muted">Abonnement mensuel · sans engagement, annulable à tout moment</p>
<p class="price" id="price-line">${formatPrice()} <span class="muted" style="font-size:16px;font-weight:400">par mois</span></p>
<p class="price trial" id="trial-line" role="status" hidden>${escape(trialPriceLine(input.trialEnd))}</p>
<p class="muted">Compte\u00a0: ${escape(input.email)}</p>
<form method="post" action="/sandbox/checkout/${input.id}/pay">
<label for="promoCode">Code promo (facultatif)</label>
<input id="promoCode" name="promoCode" autocomplete="off" value="${escape(input.promoCode ?? '')}" data-code="${PLAN.promoCode}" aria-describedby="promo-help${input.error ? ' promo-error' : ''}"${input.error ? ' aria-invalid="true"' : ''}>
${input.error ? `<p class="error" id="promo-error" role="alert">${escape(input.error)}</p>` : ''}
<p class="muted" id="promo-help">Avec ${PLAN.promoCode}, les ${PLAN.promoFreeDays} premiers jours sont offerts.</p>
<button class="primary" id="pay" type="submit" data-pay="${PAY_LABEL}" data-trial="${TRIAL_LABEL}">${PAY_LABEL}</button>
</form>
<form method="post" action="/sandbox/checkout/${input.id}/cancel"><button class="secondary" type="submit">Annuler</button></form>
<script src="/sandbox/checkout.js" defer></script>`,
  );
}

export function renderMessage(
  title: string,
  message: string,
  link: { href: string; label: string },
): string {
  return page(
    title,
    `<h1>${escape(title)}</h1><p class="muted">${escape(message)}</p><a class="link secondary" href="${link.href}">${escape(link.label)}</a>`,
  );
}

export function renderPortal(subscription: Subscription, returnUrl: string): string {
  const live = ['active', 'trialing', 'past_due'].includes(subscription.status);
  const end = subscription.currentPeriodEnd ? formatLongDate(subscription.currentPeriodEnd) : '—';
  const action = (path: string, label: string, kind: 'primary' | 'secondary') =>
    `<form method="post" action="/sandbox/portal/${path}"><button class="${kind}" type="submit">${label}</button></form>`;
  const actions = !live
    ? ''
    : subscription.cancelAtPeriodEnd
      ? action('resume', 'Reprendre l’abonnement', 'primary') +
        action('cancel-now', 'Résilier immédiatement', 'secondary')
      : action('cancel-at-period-end', 'Résilier à la fin de la période', 'secondary') +
        action('cancel-now', 'Résilier immédiatement', 'secondary');
  return page(
    'Gérer mon abonnement',
    `<h1>Gérer mon abonnement</h1>
<dl><dt>Formule</dt><dd>Popote Premium · ${formatPrice()} par mois</dd>
<dt>Statut</dt><dd>${escape(STATUS_LABELS[subscription.status] ?? subscription.status)}${subscription.cancelAtPeriodEnd && live ? ' · se termine à la fin de la période' : ''}</dd>
<dt>${live && !subscription.cancelAtPeriodEnd ? 'Prochain renouvellement' : 'Fin de la période'}</dt><dd>${escape(end)}</dd></dl>
${actions}<a class="link secondary" href="${escape(returnUrl)}">Retour à Popote</a>`,
  );
}
