import { css } from 'lit';

export const rootStyles = css`
  /* Important: a page rule such as body * { display: block } must not give the root a box. */
  :host {
    display: contents !important;
  }
  /* The shop's buttonStyle: rounded (1), square (2), pill (3). Inherited by every shadow root. */
  :host([data-button-style='1']) {
    --_shop-radius: 10px;
  }
  :host([data-button-style='2']) {
    --_shop-radius: 0;
  }
  :host([data-button-style='3']) {
    --_shop-radius: 999px;
  }
`;
