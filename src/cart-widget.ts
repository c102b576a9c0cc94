/**
 * Entry of `dist/cart/cart-widget.js`: `<script type="module" src=".../cart/cart-widget.js">`.
 * It loads without blocking rendering and starts the widget in short tasks (see
 * bootstrap/index.ts); a wrong config is an uncaught error of its task.
 */
// First: a product page's first requests go out before the rest of the script is evaluated.
import './bootstrap/ahead.js';
import { bootstrapInTasks, watchPageElements } from './bootstrap/index.js';

watchPageElements();
void bootstrapInTasks();
