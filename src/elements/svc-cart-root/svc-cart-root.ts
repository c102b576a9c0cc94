import { ContextProvider } from '@lit/context';
import { css, html, LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { svcCartContext } from '../../controller/context.js';
import type { SvcCart } from '../../controller/svc-cart.js';
import '../svc-cart-panel/index.js';
import '../svc-cart-button/index.js';

/**
 * @summary The widget's mount point: provides the `SvcCart` controller to the panel and the
 * floating cart button inside its shadow root.
 */
export class SvcCartRoot extends LitElement {
  static override styles = css`
    :host {
      display: contents;
    }
  `;

  readonly #provider = new ContextProvider(this, { context: svcCartContext });

  /** The controller this widget shows. */
  @property({ attribute: false })
  get controller(): SvcCart | undefined {
    return this.#provider.value;
  }
  set controller(value: SvcCart | undefined) {
    this.#provider.setValue(value);
    this.requestUpdate();
  }

  override render() {
    return html`<svc-cart-panel></svc-cart-panel><svc-cart-button></svc-cart-button>`;
  }
}
