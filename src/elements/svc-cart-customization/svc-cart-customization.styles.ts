import { css } from 'lit';

/** The layout of a view inside the panel's body, shared by the customization views and the checkout. */
export const viewStyles = css`
  /* The page's own text layout (no-wrap, spacing, indents, capitals, shadows) stays outside. */
  :host {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-height: 0;
    white-space: normal;
    letter-spacing: normal;
    word-spacing: normal;
    text-indent: 0;
    text-transform: none;
    text-align: start;
    text-shadow: none;
  }
  .view {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-height: 0;
  }
  header {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
    padding-block: 1rem 0.75rem;
    padding-inline: 0.75rem 1.25rem;
  }
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    font-weight: 600;
    line-height: var(--_tap);
  }
  p {
    margin: 0;
    color: var(--_text-muted);
  }
  .back svg {
    width: 1.25rem;
    height: 1.25rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  :dir(rtl) .back svg {
    transform: scaleX(-1);
  }
  /* The skeleton of the view that is coming, in the room the view takes. */
  .loading {
    padding: 1.25rem;
  }
  /* The checkout view (svc-cart-checkout) until issue 8 draws it. */
  .checkout {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 1rem;
    padding: 1.25rem;
  }
`;
