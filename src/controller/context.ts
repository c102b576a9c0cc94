import { createContext } from '@lit/context';
import type { SvcCart } from './svc-cart.js';

/** The widget's controller, provided by `<svc-cart-root>` to every element inside it. */
export const svcCartContext = createContext<SvcCart | undefined>(Symbol('svc-cart'));
