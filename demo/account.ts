// The account page: `<svc-customer-portal>` in account.html is the whole account (the widget's
// script loads its code and shares the cart's sign-in). This only names the shop in the header.
function nameShop(): void {
  const name = window.svcCart?.shop.name;
  if (!name) return;
  document.querySelector('#shop-name')!.textContent = name;
  document.title = `My account · ${name}`;
}

if (window.svcCart?.ready) nameShop();
else window.addEventListener('svc-cart:ready', nameShop, { once: true });
