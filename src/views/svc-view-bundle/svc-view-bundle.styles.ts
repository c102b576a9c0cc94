import { css } from 'lit';

/** The bundle view: option text, chips, the item list with steppers, and the tray at the bottom. */
export const bundleStyles = css`
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
  [part~='savings'] {
    color: var(--_success);
    font-size: 0.875rem;
    font-weight: 600;
  }
  .chip-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .chip {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: var(--_tap);
    padding: 0.375rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: var(--_surface);
    cursor: pointer;
  }
  .chip input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .chip:has(input:checked) {
    border-color: var(--_accent);
    background: var(--_accent);
    color: var(--_accent-contrast);
  }
  .chip:has(input:focus-visible) {
    outline: 2px solid var(--_focus-color);
    outline-offset: 2px;
  }
  .search input {
    width: 100%;
  }
  .list {
    display: grid;
    gap: 1rem;
  }
  .group {
    display: grid;
    gap: 0.5rem;
    min-width: 0;
  }
  [part~='group-title'] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.5rem;
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
  }
  [part~='group-title'] .muted {
    font-weight: 400;
  }
  .items {
    display: grid;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .item {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .item-text {
    display: grid;
    gap: 0.125rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .single-quantity {
    justify-content: flex-end;
  }
  .stepper {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: 0.25rem;
  }
  .stepper .icon {
    border: 1px solid var(--_border);
    font-size: 1.125rem;
    line-height: 1;
  }
  .stepper [aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.45;
  }
  .count {
    min-width: 1.75rem;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    text-align: center;
  }
  .list-status:empty {
    display: none;
  }
  .list-status {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    color: var(--_text-muted);
    font-size: 0.875rem;
  }
  [part~='load-more'] {
    justify-self: center;
  }
  [part~='tray'] {
    display: grid;
    gap: 0.375rem;
    min-width: 0;
  }
  [part~='tray']:focus {
    outline: none;
  }
  .tray-title {
    margin: 0;
    font-size: 0.875rem;
    font-weight: 600;
  }
  .tray p {
    margin: 0;
  }
  .tray-items {
    display: flex;
    gap: 0.375rem;
    margin: 0;
    padding: 0 0 0.125rem;
    overflow-x: auto;
    list-style: none;
    scrollbar-width: thin;
  }
  .tray-item {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: 0.125rem;
    padding-inline-start: 0.75rem;
    border-radius: 999px;
    background: var(--_surface-muted);
    font-size: 0.875rem;
    white-space: nowrap;
  }
  .summary {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25rem 1rem;
  }
  [part~='progress'],
  [part~='price'],
  [part~='reason'] {
    margin: 0;
  }
  [part~='progress'] {
    font-weight: 600;
  }
  [part~='price'] {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    font-variant-numeric: tabular-nums;
  }
  [part~='submit-button'][aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
