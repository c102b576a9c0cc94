/**
 * The engine a test runs in (`SVC_ENGINES`, scripts/engines.mjs), for the few test commands only
 * some launchers have. Each use is listed in docs/decisions.md, "Tests in three engines".
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

function detect(agent: string): Engine {
  if (agent.includes('Firefox/')) return 'firefox';
  if (agent.includes('Chrome/')) return 'chromium';
  return 'webkit';
}

export const engine: Engine = detect(navigator.userAgent);

/** Whether `emulateMedia` works here: it needs the Chrome DevTools Protocol (Chromium only). */
export const canEmulateMedia = engine === 'chromium';
