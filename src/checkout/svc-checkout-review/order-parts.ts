/**
 * The receipt takes the cart's lines from here; they live on the UI floor (src/ui/order-lines.ts)
 * since the checkout's order summary shows them too.
 */
export { orderLines, orderStyles } from '../../ui/order-lines.js';
