/**
 * Whether `<svc-customer-portal>` shows the subscriptions list first (its `subscriptions` section,
 * no `subscription-id`), read from its properties or, before its code arrived, its attributes. The
 * first page of that list is then asked for as early as the sign-in allows.
 */
export function listsFirst(portal: HTMLElement & { section?: string; subscriptionId?: number }): boolean {
  const section = portal.section ?? portal.getAttribute('section') ?? 'subscriptions';
  return section === 'subscriptions' && !(portal.subscriptionId ?? portal.getAttribute('subscription-id'));
}
