/**
 * The bundle view's item list, as functions of what it shows: the catalogue's sections (a group
 * with its rule, or the items found), each item with its price, cap and stepper (in
 * `single_product` mode a group's variants as radio cards), the list's status, the way to try
 * again and the button for the next page.
 */
import type { Bundle, BundleGroup, BundleItem } from '@svc/sdk';
import { html, nothing, type TemplateResult } from 'lit';
import type { BundleCatalogue, ListSection } from './bundle-catalogue.js';
import { itemPrice } from './bundle-rules.js';
import { groupName, type BundleWords } from './bundle-words.js';

/** The box as the rows show it, and the shopper's actions on them. */
export interface ListProps {
  bundle: Bundle;
  /** `single_product` mode: one variant per group, as radio cards. */
  single: boolean;
  /** The box size the items' caps are for. */
  rulesetId: number | undefined;
  /** Quantity per variant ID. */
  picked: ReadonlyMap<number, number>;
  /** How many of an item the box may hold. */
  limit: (item: BundleItem) => number;
  step: (item: BundleItem, by: 1 | -1) => void;
  /** `single_product`: the group's one variant (`null`: none). */
  chooseInGroup: (group: BundleGroup, productId: number | null) => void;
  loadMore: () => void;
}

/** A group's rule in words ("Pick up to 2"); `''` when it has none. */
function groupRule({ t }: BundleWords, group: BundleGroup): string {
  const low = group.minQuantity ?? 0;
  const high = group.maxQuantity;
  if (typeof high === 'number') {
    if (low === high) return t('bundle.group.exactly', { count: high });
    return low > 0
      ? t('bundle.group.between', { min: low, max: high })
      : t('bundle.group.upTo', { count: high });
  }
  return low > 0 ? t('bundle.group.atLeast', { count: low }) : '';
}

/** The line under an item's name: its price (or extra), its cap in this box, sold out. */
function itemNotes(words: BundleWords, props: ListProps, item: BundleItem): string {
  const { t, money } = words;
  const notes: string[] = [];
  const stock = item.stockCount ?? item.product?.stockCount;
  if (stock === 0) return t('bundle.item.soldOut');
  if (props.bundle.priceType === 'total') {
    if ((item.extraPrice ?? 0) > 0) notes.push(t('bundle.item.extra', { price: money(item.extraPrice) }));
  } else notes.push(money(itemPrice(item)));
  const cap = item.settings?.find((setting) => setting.rulesetId === props.rulesetId)?.maxQuantity;
  if (typeof cap === 'number') notes.push(t('bundle.item.cap', { count: cap }));
  return notes.join(' · ');
}

function stepperTemplate(words: BundleWords, props: ListProps, item: BundleItem): TemplateResult {
  const { t } = words;
  const name = words.itemName(item.productId);
  const quantity = props.picked.get(item.productId) ?? 0;
  const full = quantity >= props.limit(item);
  return html`<div part="stepper" class="stepper" role="group" aria-labelledby="item-${item.productId}">
    <button
      type="button"
      part="decrease"
      class="icon"
      aria-label=${t('bundle.item.remove', { name })}
      aria-disabled=${quantity === 0 ? 'true' : 'false'}
      @click=${() => props.step(item, -1)}
    >
      <span aria-hidden="true">−</span>
    </button>
    <span part="item-quantity" class="count"
      >${quantity}<span class="visually-hidden"> ${t('bundle.item.inBox')}</span></span
    >
    <button
      type="button"
      part="increase"
      class="icon"
      aria-label=${t('bundle.item.add', { name })}
      aria-disabled=${full ? 'true' : 'false'}
      @click=${() => props.step(item, 1)}
    >
      <span aria-hidden="true">+</span>
    </button>
  </div>`;
}

function itemTemplate(words: BundleWords, props: ListProps, item: BundleItem): TemplateResult {
  const notes = itemNotes(words, props, item);
  return html`<li part="item" class="item">
    <div class="item-text">
      <span part="item-name" id="item-${item.productId}">${words.itemName(item.productId)}</span>
      ${notes ? html`<span class="muted">${notes}</span>` : nothing}
    </div>
    ${stepperTemplate(words, props, item)}
  </li>`;
}

/** `single_product`: the group's variants as radio cards; the chosen one gets a stepper. */
function singleTemplate(
  words: BundleWords,
  props: ListProps,
  section: ListSection,
  title: string,
  showsGroups: boolean,
): TemplateResult {
  const group = section.group!;
  const name = `group-${group.id}`;
  const chosen = group.items.find((item) => props.picked.has(item.productId));
  const rule = groupRule(words, group);
  const shown = chosen && section.items.includes(chosen) ? chosen : undefined;
  return html`<fieldset part="group" class="group">
    <legend part="group-title">${title}${rule ? html` <span class="muted">${rule}</span>` : nothing}</legend>
    ${
      (group.minQuantity ?? 0) === 0 && showsGroups
        ? html`<label part="option">
            <input
              type="radio"
              name=${name}
              .checked=${!chosen}
              @change=${() => props.chooseInGroup(group, null)}
            />
            <span part="option-name">${words.t('bundle.item.none')}</span>
          </label>`
        : nothing
    }
    ${section.items.map((item) => {
      const notes = itemNotes(words, props, item);
      const soldOut = (item.stockCount ?? item.product?.stockCount) === 0;
      return html`<label part="option">
        <input
          type="radio"
          name=${name}
          .checked=${chosen?.productId === item.productId}
          ?disabled=${soldOut}
          @change=${() => props.chooseInGroup(group, item.productId)}
        />
        <span class="option-text">
          <span part="item-name" id="item-${item.productId}">${words.itemName(item.productId)}</span>
          ${notes ? html`<span class="muted">${notes}</span>` : nothing}
        </span>
      </label>`;
    })}
    ${shown ? html`<div part="item" class="item single-quantity">${stepperTemplate(words, props, shown)}</div>` : nothing}
  </fieldset>`;
}

/** The list's status line: loading, or what a filter or a search found. */
function statusTemplate({ t }: BundleWords, catalogue: BundleCatalogue): TemplateResult | string {
  const status = catalogue.listStatus;
  if (status === 'loading')
    return html`<span class="spinner" aria-hidden="true"></span>${t('bundle.loading')}`;
  const found = status === 'failed' ? null : catalogue.found;
  if (!found) return '';
  return found.items.length ? t('bundle.results', { count: found.total }) : t('bundle.noResults');
}

/** The catalogue's list with its status, the way to try again and the next page's button. */
export function listTemplate(
  words: BundleWords,
  catalogue: BundleCatalogue,
  props: ListProps,
): TemplateResult {
  const { t } = words;
  const showsGroups = catalogue.showsGroups;
  return html`<div class="list">
    ${catalogue.sections.map((section) => {
      const title = section.group
        ? groupName(section.group)
        : section.key === 'other'
          ? t('bundle.otherItems')
          : '';
      if (props.single && section.group) return singleTemplate(words, props, section, title, showsGroups);
      const rule = section.group ? groupRule(words, section.group) : '';
      return html`<section
        part="group"
        class="group"
        aria-labelledby=${title ? `title-${section.key}` : nothing}
      >
        ${
          title
            ? html`<h4 part="group-title" id="title-${section.key}">
                ${title} ${rule ? html`<span class="muted">${rule}</span>` : nothing}
              </h4>`
            : nothing
        }
        <ul class="items">
          ${section.items.map((item) => itemTemplate(words, props, item))}
        </ul>
      </section>`;
    })}
    <p part="list-status" class="list-status" role="status">${statusTemplate(words, catalogue)}</p>
    ${
      catalogue.listStatus === 'failed'
        ? html`<p part="view-error" role="alert">
            ${t('bundle.loadError')}
            <button type="button" class="secondary" @click=${() => void catalogue.retry()}>
              ${t('bundle.retry')}
            </button>
          </p>`
        : nothing
    }
    ${
      catalogue.more
        ? html`<button type="button" part="load-more" class="secondary" @click=${() => props.loadMore()}>
            ${t('bundle.more')}
          </button>`
        : nothing
    }
  </div>`;
}
