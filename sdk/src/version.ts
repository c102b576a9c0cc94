/** The package version; a test keeps it equal to `sdk/package.json`. */
export const VERSION = '0.1.0';
