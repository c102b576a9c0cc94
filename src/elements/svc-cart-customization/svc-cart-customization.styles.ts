import { css } from 'lit';

/** The layout of a view inside the panel's body, shared by the customization views and the checkout. */
export const viewStyles = css`
  :host {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-height: 0;
  }
  .view {
    display: flex;
    flex: 1;
    flex-direction: column;
    align-items: flex-start;
    gap: 1rem;
    min-height: 0;
    padding: 1.25rem;
    overflow: auto;
  }
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    font-weight: 600;
  }
  p {
    margin: 0;
    color: var(--_text-muted);
  }
`;
