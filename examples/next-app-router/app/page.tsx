// #region products-page
import type {} from '@svc/cart-widget/react';
import Svc from '@svc/sdk';
import { svcApi } from '../lib/svc-config';

// Rendered on the server at build time, and again at most every five minutes.
export const revalidate = 300;

export default async function ProductsPage() {
  const svc = await Svc.init(svcApi);
  const { data: products } = await svc.products.list({ perPage: 12 });
  return (
    <main>
      <h1>Products</h1>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            {/* The widget's storefront elements: they show the product and add it to the widget's cart. */}
            <svc-context product-id={product.id}>
              <h2>{product.name}</h2>
              <svc-money></svc-money>
              <svc-add-to-cart></svc-add-to-cart>
            </svc-context>
          </li>
        ))}
      </ul>
    </main>
  );
}
// #endregion products-page
