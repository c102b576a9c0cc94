import { css } from 'lit';

/** The start dates as a grid of small cards, the gift's fields and the loading state. */
export const giftStyles = css`
  form {
    display: contents;
  }
  p {
    margin: 0;
  }
  .dates {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
    gap: 0.5rem;
  }
  .dates [part~='option'] {
    grid-template-columns: auto 1fr;
    align-items: center;
    min-height: var(--_tap);
    padding: 0.5rem 0.625rem;
    box-sizing: border-box;
  }
  .date {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  input[type='number'] {
    max-width: 8rem;
  }
  textarea {
    min-height: 5.5rem;
    resize: vertical;
  }
  [part~='retry-button'] {
    justify-self: start;
  }
`;
