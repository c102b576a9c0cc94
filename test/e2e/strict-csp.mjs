// Shared by the strict-CSP checks: a context's pages record their Content-Security-Policy
// violations in `window.__violations` (`<directive> <blocked URI>`) from their first script on.

/** Makes every page of `context` record its policy violations. */
export const recordViolations = (context) =>
  context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      true,
    );
  });
