/**
 * The bundle view's choices above the item list, as functions of what they show: the plans, the
 * box sizes, the box count, the preferences, and the search field with the filters.
 */
import type { Bundle, BundlePlan, BundleRuleset } from '@svc/sdk';
import { html, nothing, type TemplateResult } from 'lit';
import type { BundleCatalogue } from './bundle-catalogue.js';
import { boxPrice, sizeChoosable } from './bundle-rules.js';
import type { BundleWords } from './bundle-words.js';
import { planLabel } from './plan-label.js';

/** The plans as cards, with their price per box and what each saves against the dearest. */
export interface PlansProps {
  bundle: Bundle;
  plans: readonly BundlePlan[];
  /** The box size the prices are for. */
  rulesetId: number | undefined;
  planId: number | null;
  error: string | null | undefined;
  choose: (plan: BundlePlan) => void;
}

export interface SizesProps {
  bundle: Bundle;
  plan: BundlePlan | undefined;
  rulesetId: number | null;
  boxes: number;
  choose: (ruleset: BundleRuleset) => void;
}

export interface BoxesProps {
  /** The box counts to choose from. */
  counts: readonly number[];
  boxes: number;
  error: string | undefined;
  choose: (count: number) => void;
}

export interface PreferencesProps {
  bundle: Bundle;
  /** Chosen preference value IDs per attribute ID. */
  prefs: ReadonlyMap<number, readonly number[]>;
  toggle: (attributeId: number, valueId: number, on: boolean) => void;
}

/** A box size's rule in words ("4 items", "4–8 items", "At least 4 items"). */
function sizeText({ t }: BundleWords, ruleset: BundleRuleset): string {
  const low = ruleset.minQuantity ?? 0;
  const high = ruleset.maxQuantity;
  if (high === null || high === undefined) return t('bundle.size.atLeast', { count: low });
  if (low === high) return t('bundle.size.items', { count: high });
  return t('bundle.size.range', { min: low, max: high });
}

/** The plans, when there is more than one to choose from. */
export function plansTemplate(words: BundleWords, props: PlansProps): TemplateResult | typeof nothing {
  const { t, money } = words;
  const { bundle, plans, error } = props;
  if (plans.length < 2) return nothing;
  const prices = new Map(
    plans.map((plan) => {
      const price = bundle.priceType === 'total' ? boxPrice(bundle, props.rulesetId, plan.id, 1) : null;
      return [plan.id, price ? price.base - price.discount : null] as const;
    }),
  );
  const known = [...prices.values()].filter((price): price is number => price !== null);
  const dearest = known.length ? Math.max(...known) : 0;
  return html`<fieldset aria-describedby=${error ? 'plan-error' : nothing}>
    <legend>${t('bundle.plans.legend')}</legend>
    ${plans.map((plan) => {
      const { label, detail } = planLabel(plan, t);
      const price = prices.get(plan.id);
      const percent =
        price !== null && price !== undefined && dearest > 0 ? Math.round((1 - price / dearest) * 100) : 0;
      return html`<label part="option">
        <input
          type="radio"
          name="plan"
          .checked=${plan.id === props.planId}
          aria-invalid=${error ? 'true' : 'false'}
          @change=${() => props.choose(plan)}
        />
        <span class="option-text">
          <span part="option-name">${label}</span>
          ${detail ? html`<span class="muted">${detail}</span>` : nothing}
          ${
            percent >= 1
              ? html`<span part="savings">${t('bundle.savings', { percent: words.percent(percent) })}</span>`
              : nothing
          }
        </span>
        ${
          price !== null && price !== undefined
            ? html`<span part="option-price">${t('bundle.perBox', { price: money(price) })}</span>`
            : nothing
        }
      </label>`;
    })}
    ${error ? html`<p part="field-error" id="plan-error" role="alert">${error}</p>` : nothing}
  </fieldset>`;
}

/** The box sizes, when the shopper chooses one. */
export function sizesTemplate(words: BundleWords, props: SizesProps): TemplateResult | typeof nothing {
  const { t, money } = words;
  const { bundle, plan } = props;
  if (!sizeChoosable(bundle)) return nothing;
  return html`<fieldset>
    <legend>${t('bundle.size.legend')}</legend>
    ${(bundle.rulesets ?? []).map((ruleset) => {
      const named = bundle.showRulesetName !== false && ruleset.name;
      const price =
        plan && bundle.priceType === 'total' ? boxPrice(bundle, ruleset.id, plan.id, props.boxes) : null;
      return html`<label part="option">
        <input
          type="radio"
          name="size"
          .checked=${ruleset.id === props.rulesetId}
          @change=${() => props.choose(ruleset)}
        />
        <span class="option-text">
          <span part="option-name">${named ? ruleset.name : sizeText(words, ruleset)}</span>
          ${named ? html`<span class="muted">${sizeText(words, ruleset)}</span>` : nothing}
        </span>
        ${
          price
            ? html`<span part="option-price"
                >${t('bundle.perBox', { price: money(price.base - price.discount) })}</span
              >`
            : nothing
        }
      </label>`;
    })}
  </fieldset>`;
}

/** The box counts as chips, when there is more than one. */
export function boxesTemplate({ t }: BundleWords, props: BoxesProps): TemplateResult | typeof nothing {
  const { counts, error } = props;
  if (counts.length < 2) return nothing;
  return html`<fieldset class="chips" aria-describedby=${error ? 'boxes-error' : nothing}>
    <legend>${t('bundle.boxes.legend')}</legend>
    <div class="chip-row">
      ${counts.map(
        (count) =>
          html`<label part="chip" class="chip">
            <input
              type="radio"
              name="boxes"
              .checked=${count === props.boxes}
              @change=${() => props.choose(count)}
            />
            <span>${t('bundle.boxes.option', { count })}</span>
          </label>`,
      )}
    </div>
    ${error ? html`<p part="field-error" id="boxes-error" role="alert">${error}</p>` : nothing}
  </fieldset>`;
}

/** Each preference with its values as chips. */
export function preferencesTemplate({ t }: BundleWords, props: PreferencesProps): TemplateResult[] {
  return props.bundle.preferences.map(
    (preference) =>
      html`<fieldset class="chips">
        <legend>
          ${t('bundle.preferences.optional', { title: preference.title ?? preference.name ?? '' })}
        </legend>
        <div class="chip-row">
          ${preference.values.map(
            (value) =>
              html`<label part="chip" class="chip">
                <input
                  type="checkbox"
                  .checked=${props.prefs.get(preference.attributeId)?.includes(value.id) ?? false}
                  @change=${(event: Event) =>
                    props.toggle(
                      preference.attributeId,
                      value.id,
                      (event.target as HTMLInputElement).checked,
                    )}
                />
                <span>${value.value ?? value.name ?? ''}</span>
              </label>`,
          )}
        </div>
      </fieldset>`,
  );
}

/** The search field (a searchable bundle) and the filters (their values as chips). */
export function findingTemplate(
  { t }: BundleWords,
  bundle: Bundle,
  catalogue: BundleCatalogue,
): TemplateResult {
  const filters = bundle.filters.filter((filter) => filter.values.length);
  const several = filters.length > 1;
  return html`${
    bundle.searchable
      ? html`<div part="field" class="search">
          <label part="field-label" for="bundle-search">${t('bundle.search.label')}</label>
          <input
            id="bundle-search"
            type="search"
            autocomplete="off"
            enterkeyhint="search"
            .value=${catalogue.queryText}
            @input=${(event: Event) => catalogue.typeQuery((event.target as HTMLInputElement).value)}
            @keydown=${(event: KeyboardEvent) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                catalogue.applyQuery();
              }
            }}
          />
        </div>`
      : nothing
  }
  ${
    filters.length
      ? html`<fieldset class="chips">
          <legend>${t('bundle.filter.legend')}</legend>
          <div class="chip-row">
            <label part="chip" class="chip">
              <input
                type="radio"
                name="filter"
                .checked=${catalogue.filterKey === ''}
                @change=${() => catalogue.chooseFilter('')}
              />
              <span>${t('bundle.filter.all')}</span>
            </label>
            ${filters.flatMap((filter) =>
              filter.values.map((value) => {
                const key = `${filter.attributeId}:${value.id}`;
                const name = value.value ?? value.name ?? '';
                return html`<label part="chip" class="chip">
                  <input
                    type="radio"
                    name="filter"
                    .checked=${catalogue.filterKey === key}
                    @change=${() => catalogue.chooseFilter(key)}
                  />
                  <span
                    >${
                      several
                        ? t('bundle.filter.value', { filter: filter.title ?? filter.name ?? '', value: name })
                        : name
                    }</span
                  >
                </label>`;
              }),
            )}
          </div>
        </fieldset>`
      : nothing
  }`;
}
