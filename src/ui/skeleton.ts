import { css, html, type TemplateResult } from 'lit';

/**
 * Skeletons: grey blocks in the shape of what is coming (a title, fields, a button), shown while a
 * step's, a view's or the portal's code or data loads, instead of a blank "Loading…". The shape
 * takes about the room the content will, so nothing jumps when it arrives. Assistive technology
 * hears the one label (`role="status"`, a visually hidden text); the blocks are hidden from it. The
 * shimmer stops under `prefers-reduced-motion`.
 */

/** One block of a skeleton: a line of text, a field (label and box), a button, or a card. */
export type SkeletonBlock = 'title' | 'line' | 'field' | 'button' | 'card';

/**
 * A skeleton of `blocks`, read as `label` ("Loading…" in the page's language). `part` names it for
 * the shop's CSS (`loading` by default).
 */
export function skeleton(label: string, blocks: readonly SkeletonBlock[], part = 'loading'): TemplateResult {
  return html`<div part=${part} class="skeleton" role="status" aria-busy="true">
    <span class="skeleton-label">${label}</span>
    ${blocks.map((block) => html`<div class="skeleton-block skeleton-${block}" aria-hidden="true"></div>`)}
  </div>`;
}

/** The skeleton's styles, for the shadow root of an element that shows one. */
export const skeletonStyles = css`
  .skeleton {
    display: grid;
    gap: 0.75rem;
    padding-block: 0.25rem;
  }
  .skeleton-label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .skeleton-block {
    border-radius: var(--_radius, 10px);
    background:
      linear-gradient(
          90deg,
          transparent 0%,
          color-mix(in srgb, var(--_surface, #ffffff) 60%, transparent) 50%,
          transparent 100%
        )
        0 0 / 200% 100% no-repeat,
      var(--_surface-muted, #f5f3ef);
    animation: svc-skeleton-shimmer 1.4s ease-in-out infinite;
  }
  .skeleton-title {
    width: 55%;
    height: 1.5rem;
  }
  .skeleton-line {
    width: 85%;
    height: 1rem;
  }
  .skeleton-field {
    height: 4.25rem;
  }
  .skeleton-button {
    height: 2.75rem;
  }
  .skeleton-card {
    height: 6rem;
  }
  @keyframes svc-skeleton-shimmer {
    from {
      background-position:
        150% 0,
        0 0;
    }
    to {
      background-position:
        -50% 0,
        0 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .skeleton-block {
      animation: none;
    }
  }
`;
