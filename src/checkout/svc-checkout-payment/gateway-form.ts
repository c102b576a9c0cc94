/**
 * The new card's form of the payment step as a reactive controller: the chosen gateway's adapter,
 * mounted once the gateway's setup token is there, in a light-DOM node of the page (see
 * `mountPoint`), and unmounted when the form closes or the step leaves the page. A newer mount (or
 * closing the form) overtakes one under way, whose result is dropped.
 */
import type { LitElement, ReactiveController } from 'lit';
import type { GatewayInfo } from '../../core/checkout.js';
import type { GatewayLoaders } from '../../controller/checkout/checkout-store.js';
import {
  gatewayError,
  loadGateway,
  type GatewayAdapter,
  type MountOptions,
} from '../../ui/gateways/gateway.js';

/** The slot a gateway's mount point is assigned to (see `mountPoint`). */
export const GATEWAY_SLOT = 'svc-gateway';

/**
 * The widget's outermost element above `element` (`<svc-cart-root>`, through the shadow roots in
 * between); `element` itself when it is not inside the widget. Never an element of the shop's.
 */
function widgetRoot(element: Element): Element {
  const root = element.getRootNode();
  if (element.localName === 'svc-cart-root' || !(root instanceof ShadowRoot)) return element;
  const above = widgetRoot(root.host);
  return above.localName === 'svc-cart-root' ? above : element;
}

/** Whether the focused element (through shadow roots) is `container` or inside it. */
export function focusedWithin(container: Node): boolean {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  for (let node: Node | null = active; node;) {
    if (node === container) return true;
    const parent: Node | null = node.parentNode;
    node = parent instanceof ShadowRoot ? parent.host : parent;
  }
  return false;
}

/** The gateway's fields of the payment step: their adapter, mount point, setup and failure. */
export class GatewayForm implements ReactiveController {
  readonly #host: LitElement;
  #adapter: GatewayAdapter | null = null;
  #container: HTMLElement | undefined;
  /** Each mount has a number; a mount that a newer one (or closing the form) overtook is dropped. */
  #mountRun = 0;
  #settingUp = false;
  #error: string | null = null;

  constructor(host: LitElement) {
    this.#host = host;
    host.addController(this);
  }

  /** The adapter whose fields are shown. */
  get adapter(): GatewayAdapter | null {
    return this.#adapter;
  }

  /** The light-DOM node the gateway's fields are drawn in. */
  get container(): HTMLElement | undefined {
    return this.#container;
  }

  /** The gateway's setup token and form are on their way. */
  get settingUp(): boolean {
    return this.#settingUp;
  }

  /** Whether the fields are shown and can be saved. */
  get ready(): boolean {
    return Boolean(this.#adapter) && !this.#settingUp;
  }

  /** A failure of the new card (setup, the gateway's form, saving), shown next to it. */
  get error(): string | null {
    return this.#error;
  }

  set error(message: string | null) {
    this.#error = message;
    this.#host.requestUpdate();
  }

  /**
   * Mounts the adapter of `gateway` with the setup token `setup` asks for. Resolves `true` when the
   * fields are shown; `false` when a newer mount overtook this one or it failed (`error`, worded
   * by `describe`, says why). `loaders`: the checkout store's `gatewayLoaders`, if set.
   */
  async mount(
    gateway: GatewayInfo,
    setup: () => Promise<string>,
    options: Omit<MountOptions, 'setupToken'>,
    describe: (error: unknown) => string,
    loaders?: GatewayLoaders,
  ): Promise<boolean> {
    this.#unmount();
    const run = ++this.#mountRun;
    this.#error = null;
    this.#setSettingUp(true);
    let adapter: GatewayAdapter | null = null;
    try {
      const [setupToken, loaded] = await Promise.all([setup(), loadGateway(gateway, loaders)]);
      adapter = loaded;
      if (run !== this.#mountRun) return false;
      if (!adapter) throw gatewayError('gateway_not_supported');
      // The step's slot for the mount point must be drawn first.
      await this.#host.updateComplete;
      this.#adapter = adapter;
      await adapter.mount(this.#mountPoint(), { setupToken, ...options });
      if (run === this.#mountRun) return true;
      adapter.unmount();
      return false;
    } catch (error) {
      if (run !== this.#mountRun) return false;
      adapter?.unmount();
      this.#adapter = null;
      this.error = describe(error);
      return false;
    } finally {
      if (run === this.#mountRun) this.#setSettingUp(false);
    }
  }

  /** Unmounts the fields and drops a mount under way; the failure goes too. */
  close(): void {
    this.#mountRun += 1;
    this.#unmount();
    this.#setSettingUp(false);
    this.error = null;
  }

  hostDisconnected(): void {
    // Card data is never kept: the gateway's form goes with the step.
    this.close();
  }

  #setSettingUp(value: boolean): void {
    this.#settingUp = value;
    this.#host.requestUpdate();
  }

  #unmount(): void {
    this.#adapter?.unmount();
    this.#adapter = null;
    this.#container?.remove();
    this.#container = undefined;
  }

  /**
   * The gateway's mount point: a light-DOM node of the page (a child of `<svc-cart-root>`,
   * assigned through the `svc-gateway` slots down to the step) when that chain of slots is in
   * place, else a light-DOM child of the step.
   */
  #mountPoint(): HTMLElement {
    this.#container?.remove();
    const container = document.createElement('div');
    container.slot = GATEWAY_SLOT;
    container.className = 'svc-gateway-mount';
    // A failure of the card (refused by the server) goes once the shopper changes the card.
    container.addEventListener('input', () => {
      if (this.#error) this.error = null;
    });
    const host = this.#host;
    const outer = widgetRoot(host);
    if (outer !== host) {
      outer.append(container);
      for (let slot = container.assignedSlot; slot; slot = slot.assignedSlot) {
        if (slot.getRootNode() === host.renderRoot) return (this.#container = container);
      }
      container.remove();
    }
    host.append(container);
    return (this.#container = container);
  }
}
