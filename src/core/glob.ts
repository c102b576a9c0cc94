/**
 * picomatch behind an ES module of our own: `url-rules.ts` loads this lazily, so the CommonJS
 * interop that picomatch needs travels with it instead of loading at start.
 */
import picomatch from 'picomatch/posix';

export { picomatch };
