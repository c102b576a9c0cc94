/**
 * A cart line's notes under its name: what a subscription costs today and later and its terms, a
 * gift subscription's start and deliveries, an add-on, a gift card's recipient, the answers given
 * and a box's items. Not part of the start set: `<svc-cart-line>` fetches it (`loadLineNotes`), and
 * the root asks for it in the task after CART_READY, so it is there when the drawer opens.
 */
import { html, type TemplateResult } from 'lit';
import type { CartLine, LineSubscription } from '../../core/cart-model.js';
import '../../core/i18n/lines-messages.js';
import type { SvcCart } from '../../controller/svc-cart.js';
import type { LocalizeController } from '../../ui/localize-controller.js';

type Words = Pick<LocalizeController, 'term' | 'money' | 'date'>;

/** "Today: $0.00, then $54.00 every 3 months" or "$18.00 every 2 weeks". */
function subscriptionText(line: CartLine, subscription: LineSubscription, l10n: Words): string {
  const { term, money } = l10n;
  const quantity = line.quantity ?? 1;
  const unit = subscription.frequencyUnit ?? 'month';
  const every = term(`every.${unit}`, { count: subscription.frequencyCount ?? 1 });
  const later = money((line.price ?? 0) * quantity);
  const today = line.total ?? (line.firstPrice ?? line.price ?? 0) * quantity + (line.setupFee ?? 0);
  const trial = subscription.trialPrice !== null && subscription.trialPrice !== undefined;
  // The first charge differs from the renewals with a trial or a setup fee: say both amounts.
  if (trial || (line.setupFee ?? 0) > 0)
    return term('line.today', { today: money(today), price: later, every });
  return term('line.recurring', { price: later, every });
}

function subscriptionTerms(line: CartLine, subscription: LineSubscription, l10n: Words): string[] {
  const { term, money, date } = l10n;
  const terms: string[] = [];
  if (subscription.trialPrice !== null && subscription.trialPrice !== undefined && subscription.trialLength)
    terms.push(term('line.trial', { days: subscription.trialLength }));
  if ((line.setupFee ?? 0) > 0) terms.push(term('line.setupFee', { fee: money(line.setupFee) }));
  if (subscription.commitmentBillingCount)
    terms.push(term('line.commitment', { count: subscription.commitmentBillingCount }));
  if (subscription.chargesLimit) terms.push(term('line.chargesLimit', { count: subscription.chargesLimit }));
  const preOrder = subscription.preOrderEndAt ?? line.product?.parent?.preOrderEndAt;
  if (preOrder) terms.push(term('line.preOrder', { date: date(preOrder) }));
  return terms;
}

/** The notes of `line`, each an `<li>` of the line's list of notes; none for a plain product. */
export function lineNotes(line: CartLine, l10n: Words, cart: SvcCart | undefined): TemplateResult[] {
  const { term, date } = l10n;
  const notes: TemplateResult[] = [];
  const subscription = line.subscription;
  if (subscription) {
    notes.push(html`<li part="subscription">${subscriptionText(line, subscription, l10n)}</li>`);
    for (const text of subscriptionTerms(line, subscription, l10n))
      notes.push(html`<li part="terms">${text}</li>`);
    const giftInfo = cart?.cart?.giftInfo;
    if (giftInfo && line.product?.parent?.giftingEnabled) {
      if (giftInfo.startsAt)
        notes.push(html`<li part="gift">${term('line.giftStarts', { date: date(giftInfo.startsAt) })}</li>`);
      if (giftInfo.numberOfOrders)
        notes.push(
          html`<li part="gift">${term('line.giftDeliveries', { count: giftInfo.numberOfOrders })}</li>`,
        );
    }
  }
  if (line.addon) {
    const key = line.addonDuration === 1 ? 'line.addonOnce' : 'line.addonForever';
    notes.push(html`<li><span part="addon">${term(key)}</span></li>`);
  }
  if (line.giftCard?.customerEmail) {
    notes.push(
      html`<li><span part="gift">${term('line.gift', { email: line.giftCard.customerEmail })}</span></li>`,
    );
  }
  const answered = (line.options ?? []).filter((option) => option.answers?.length).length;
  if (answered) notes.push(html`<li part="answers">${term('line.answersSummary', { count: answered })}</li>`);
  const items = line.bundle?.items ?? [];
  if (items.length && !cart?.settings.hideBundleItems) notes.push(bundle(items, l10n));
  return notes;
}

function bundle(items: NonNullable<NonNullable<CartLine['bundle']>['items']>, l10n: Words): TemplateResult {
  const { term } = l10n;
  // Item names come with the cart's `expand=items.product`; without them, the count.
  const named = items.every((item) => item.product);
  return html`<li part="bundle">
    ${term('line.bundle')}:
    ${
      named
        ? html`<ul>
            ${items.map((item) => {
              const product = item.product!;
              const parentName = product.parent?.name;
              const name =
                parentName && product.name
                  ? `${parentName}, ${product.name}`
                  : (parentName ?? product.name ?? '');
              return html`<li part="bundle-item">
                ${term('line.bundleItem', { name, count: item.quantity })}
              </li>`;
            })}
          </ul>`
        : term('line.bundleCount', { count: items.reduce((sum, item) => sum + (item.quantity ?? 0), 0) })
    }
  </li>`;
}
