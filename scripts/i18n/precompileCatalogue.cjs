// Catalogues are compiled once, at build time, so the browser never parses ICU messages: the
// bundle aliases FormatJS's parser to its no-parser stub (≈7 kB gzip less on every page). Jest
// compiles them the same way, so tests run the code users run.
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser');

/**
 * `{ key: "ICU message" }` JSON → the same keys with each message's syntax tree, except text
 * without arguments, which stays a string that src/i18n/translate.tsx returns as it is.
 */
function precompileCatalogue(source, file) {
  const compiled = {};
  for (const [key, message] of Object.entries(JSON.parse(source))) {
    let elements;
    try {
      elements = parse(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${error.message}`);
    }
    const plainText =
      elements.length === 0 || (elements.length === 1 && elements[0].type === TYPE.literal);
    compiled[key] = plainText ? (elements[0]?.value ?? '') : elements;
  }
  return JSON.stringify(compiled);
}

module.exports = { precompileCatalogue };
