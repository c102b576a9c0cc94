// The messages of each language that still hold the English text, by key: `npm run new:view`
// writes them so; a translator fills a message in and takes its key out of this list. The
// catalog test (test/elements/catalogs.test.ts) reports them, and fails on a listed message that
// no longer holds the English. Not part of the widget.
export default {};
