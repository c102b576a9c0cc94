/**
 * `svcCart.setSettings(settings)`: the shop's cart settings overridden at run time. Loaded on the
 * first call, not at start: few pages change the shop's look after it loaded.
 */
import type { ShopCartSettings } from '@svc/sdk';
import { assertPayload, typeError } from '../core/errors.js';
import type { Widget, WidgetFields } from './widget.js';

/** What `setSettings` reads and calls of the controller: nothing else. */
export type SettingsWidget = Pick<Widget, 'cartSettings' | 'loadFont' | 'notify'>;

/**
 * Checks `settings`, merges it over `svcCart.cartSettings`, loads the named web font (from where
 * `settings.webFont` says; nothing with `false`).
 */
export function setSettings(
  svcCart: SettingsWidget,
  fields: Pick<WidgetFields, 'cartSettings'>,
  settings: Partial<ShopCartSettings>,
): void {
  assertPayload('setSettings', settings);
  const { accentColor, fontStyle, buttonStyle, afterItemAdded } = settings;
  if (accentColor !== undefined && typeof accentColor !== 'string')
    throw typeError('setSettings', 'accentColor', 'a colour string', accentColor);
  if (fontStyle !== undefined && typeof fontStyle !== 'string')
    throw typeError('setSettings', 'fontStyle', 'a font name', fontStyle);
  if (buttonStyle !== undefined && typeof buttonStyle !== 'number')
    throw typeError('setSettings', 'buttonStyle', 'a number', buttonStyle);
  if (afterItemAdded !== undefined && typeof afterItemAdded !== 'string')
    throw typeError('setSettings', 'afterItemAdded', 'a string', afterItemAdded);
  fields.cartSettings = { ...svcCart.cartSettings, ...settings };
  if (typeof fontStyle === 'string' && fontStyle) svcCart.loadFont(fontStyle);
  svcCart.notify();
}
