import { css } from 'lit';

/** The survey flow: the progress line and bar above the question, Back beside Next below. */
export const surveyFlowStyles = css`
  .progress {
    display: grid;
    gap: 0.375rem;
  }
  [part~='progress-label'] {
    margin: 0;
    color: var(--_text-muted);
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
  }
  [part~='progress'] {
    appearance: none;
    width: 100%;
    height: 0.375rem;
    border: 0;
    border-radius: 999px;
    background: var(--_surface-muted);
    color: var(--_accent);
    overflow: hidden;
  }
  [part~='progress']::-webkit-progress-bar {
    border-radius: 999px;
    background: var(--_surface-muted);
  }
  [part~='progress']::-webkit-progress-value {
    border-radius: 999px;
    background: var(--_accent);
    transition: width 0.2s ease;
  }
  [part~='progress']::-moz-progress-bar {
    border-radius: 999px;
    background: var(--_accent);
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='progress']::-webkit-progress-value {
      transition: none;
    }
  }
  .steps {
    display: flex;
    gap: 0.5rem;
  }
  .steps [part~='submit-button'] {
    flex: 1;
  }
  [part~='previous-button'] {
    min-height: 2.75rem;
  }
`;
