// Workaround (skipLibCheck: false): Next.js 16.4's own declarations name the URLPattern API's types
// (next/dist/server/web/spec-extension/url-pattern.d.ts), which neither TypeScript 5.9's DOM
// library nor @types/node 20 declares. These are the names it uses, as the URLPattern standard
// defines them; drop this file once the libraries declare them.
interface URLPatternInit {
  protocol?: string;
  username?: string;
  password?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
  baseURL?: string;
}
type URLPatternInput = string | URLPatternInit;
interface URLPatternOptions {
  ignoreCase?: boolean;
}
interface URLPatternComponentResult {
  input: string;
  groups: Record<string, string | undefined>;
}
interface URLPatternResult {
  inputs: URLPatternInput[];
  protocol: URLPatternComponentResult;
  username: URLPatternComponentResult;
  password: URLPatternComponentResult;
  hostname: URLPatternComponentResult;
  port: URLPatternComponentResult;
  pathname: URLPatternComponentResult;
  search: URLPatternComponentResult;
  hash: URLPatternComponentResult;
}
interface URLPattern {
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly hasRegExpGroups: boolean;
  test(input?: URLPatternInput, baseURL?: string): boolean;
  exec(input?: URLPatternInput, baseURL?: string): URLPatternResult | null;
}
