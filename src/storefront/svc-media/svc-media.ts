import { css, html } from 'lit';
import type { Image } from '@svc/sdk';
import { StorefrontPart } from '../storefront-kit.js';

/**
 * @summary The product's or bundle's images from the nearest `<svc-context>`: the first one, or all
 * with `all`. Lazily loaded, in a box of reserved size (`--svc-media-ratio`, default 1 / 1), so
 * nothing moves when they arrive.
 *
 * @slot - The shop's own picture, shown until the data arrives.
 * @csspart image - Each image.
 * @cssproperty --svc-media-ratio - The box's aspect ratio (default `1 / 1`).
 */
export class SvcMedia extends StorefrontPart {
  static override styles = [
    ...StorefrontPart.styles,
    css`
      :host {
        display: block;
      }
      .images {
        display: grid;
        gap: 0.5rem;
      }
      img {
        display: block;
        inline-size: 100%;
        block-size: auto;
        aspect-ratio: var(--svc-media-ratio, 1 / 1);
        object-fit: cover;
        border-radius: var(--_radius);
        background: var(--_surface-muted);
      }
    `,
  ];
  static override properties = { all: { type: Boolean } };

  /** Shows every image instead of the first. */
  declare all: boolean;

  constructor() {
    super();
    this.all = false;
  }

  protected override render() {
    const entry = this.context?.entry as { images?: Image[]; name?: string } | undefined;
    const images = (entry?.images ?? []).filter((image) => typeof image?.url === 'string');
    if (!images.length) return html`<slot></slot>`;
    const shown = this.all ? images : images.slice(0, 1);
    return html`<div class="images">
      ${shown.map(
        (image) =>
          html`<img
            part="image"
            src=${image.url}
            alt=${entry?.name ?? ''}
            loading="lazy"
            decoding="async"
          />`,
      )}
    </div>`;
  }
}
