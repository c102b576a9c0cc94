/**
 * Entry of `dist/cart/cart-widget.js`: `<script type="module" src=".../cart/cart-widget.js">`.
 * It loads without blocking rendering and starts the widget (see bootstrap/index.ts).
 */
import { bootstrap } from './bootstrap/index.js';

bootstrap();
