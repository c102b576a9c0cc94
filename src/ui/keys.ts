/**
 * Keys the focus traps read (the drawer's, drawer-focus.ts, and the 3-D Secure challenge's,
 * gateways/challenge.ts).
 */

/**
 * Whether `event` is the Tab key, with or without Shift. WebKitGTK names Shift+Tab's key
 * `Unidentified` (GTK's left tab), so the key's place, `code`, counts too.
 */
export const isTabKey = (event: KeyboardEvent): boolean => event.key === 'Tab' || event.code === 'Tab';
