import { css } from 'lit';

/** The bundle-plan view: the box's contents and the plan cards. */
export const bundlePlanStyles = css`
  .option-text {
    display: grid;
    gap: 0.125rem;
    min-width: 0;
  }
  [part~='option-name'] {
    font-weight: 600;
  }
  [part~='option-price'] {
    font-weight: 600;
    white-space: nowrap;
  }
  [part~='contents'] {
    display: grid;
    gap: 0.375rem;
  }
  [part~='contents'] h4 {
    margin: 0;
    font-size: 1rem;
  }
  [part~='contents'] ul {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;
