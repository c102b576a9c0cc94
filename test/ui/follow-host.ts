/**
 * Test harnesses for the floor's reactive controllers (after Material Web's harnesses): a plain Lit
 * host that counts its renders, and a source that counts who listens.
 */
import { LitElement, html } from 'lit';
import type { Followable } from '../../src/ui/follow-controller.js';

/** A source to follow: `emit()` is a change; `listeners` is how many listen now. */
export class FakeSource implements Followable {
  readonly #listeners = new Set<() => void>();
  subscriptions = 0;

  get listeners(): number {
    return this.#listeners.size;
  }

  subscribe(listener: () => void): () => void {
    this.subscriptions += 1;
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** A host that counts its renders. */
export class RenderCounter extends LitElement {
  renders = 0;

  override render() {
    this.renders += 1;
    return html`<p>${this.renders}</p>`;
  }
}

if (!customElements.get('test-render-counter')) customElements.define('test-render-counter', RenderCounter);

/** Settles once `host` has rendered everything asked of it so far. */
export async function settled(host: LitElement): Promise<void> {
  while (!(await host.updateComplete));
}
