// #region products
/** A grid of the shop's products: `<svc-list>` stamps the template once per product. */
export function Products({ loading }: { loading: boolean }) {
  return (
    <svc-list type="products" per-page={8}>
      <template>
        <article className="product-tile">
          <svc-data field="product.name">Product</svc-data>
        </article>
      </template>
      {loading ? <p className="loading-line">Loading the products…</p> : null}
    </svc-list>
  );
}
// #endregion products
