/** Types of scripts/messages.mjs, for vite.config.ts. */
export declare const messagesDir: string;
export declare function sourceLanguages(dir?: string): string[];
export declare function englishCatalogs(): Promise<Map<string, Record<string, unknown>>>;
export declare function languageFile(
  lang: string,
  english: Map<string, Record<string, unknown>>,
  dir?: string,
): Promise<{ code: string; problems: string[] }>;
export declare function gatherer(lang: string): string;
export declare function gatherModule(files: string[]): string;
