/**
 * Sets the page's viewport in every engine. Playwright and Puppeteer set it directly; WebDriver
 * (WebKit) cannot, so the window is sized until the page inside it has that size (the
 * `svc-window-size` command of web-test-runner.config.mjs).
 */
import { executeServerCommand, setViewport as setLauncherViewport } from '@web/test-runner-commands';
import { engine } from './engine.js';

export interface Viewport {
  width: number;
  height: number;
}

/** Resizes the page to `viewport` (CSS px) and resolves once it has that size. */
export async function setViewport(viewport: Viewport): Promise<void> {
  if (engine !== 'webkit') {
    await setLauncherViewport(viewport);
    return;
  }
  await executeServerCommand('svc-window-size', viewport);
}
