// The strict-CSP page's own script: the widget's config (no inline script may run, and a module
// runs before the widget's module after it), its buttons, and a count of policy violations.
export {};

window.svcConfig = {
  apiKey: 'demo-api-key',
  apiUrl: `${location.origin}/storefront/v1/`,
  settings: { cartButton: true },
};

const violations: string[] = [];
const cspStatus = document.querySelector<HTMLElement>('#csp-status');
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
  if (cspStatus) cspStatus.textContent = `Policy violations: ${violations.join(', ')}`;
});

const on = (id: string, action: () => unknown) =>
  document.getElementById(id)?.addEventListener('click', () => {
    void Promise.resolve(action()).catch(() => undefined);
  });
on('open-cart', () => window.svcCart?.open());
on('choose-plan', () => window.svcCart?.configureItem({ productId: 100 }));
on('open-checkout', () => window.svcCart?.open('checkout'));
