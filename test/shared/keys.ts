/**
 * Key presses every engine's launcher understands. Playwright takes chords as `Shift+Tab`;
 * Puppeteer (Firefox) takes one key per command, so a chord is the modifier held down around the
 * key; WebDriver (WebKit) takes neither, but holds a modifier typed before a key until the keys end.
 */
import { sendKeys } from '@web/test-runner-commands';
import { engine } from './engine.js';

type Modifier = 'Shift' | 'Control' | 'Alt' | 'Meta';

/** The WebDriver key codes of the modifiers and of the keys the tests press with one (Tab). */
const WEBDRIVER_KEYS: Readonly<Record<string, string>> = {
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Meta: '\uE03D',
  Tab: '\uE004',
};

/** Presses `key` with `modifier` held (`Shift` and `Tab`: Shift+Tab). */
export async function pressWith(modifier: Modifier, key: string): Promise<void> {
  if (engine === 'webkit') {
    const code = WEBDRIVER_KEYS[key];
    if (!code) throw new Error(`pressWith: no WebDriver code for the key ${key}`);
    await sendKeys({ type: `${WEBDRIVER_KEYS[modifier]}${code}` });
    return;
  }
  await sendKeys({ down: modifier });
  try {
    await sendKeys({ press: key });
  } finally {
    await sendKeys({ up: modifier });
  }
}

/** Shift+Tab: focus moves back. */
export const pressShiftTab = (): Promise<void> => pressWith('Shift', 'Tab');

/**
 * Space, as the character: Puppeteer over BiDi (Firefox) knows no key named `Space`; every
 * launcher takes `' '`, which is the key Space (`code` `Space`).
 */
export const pressSpace = (): Promise<void> => sendKeys({ press: ' ' });
