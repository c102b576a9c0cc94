import { css } from 'lit';

/** The survey view: the questions one below the other, a little apart. */
export const surveyStyles = css`
  [part~='view-body'] {
    gap: 1.5rem;
  }
`;
