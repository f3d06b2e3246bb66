// Jest transform for src/i18n/locales/**/*.json (see precompileCatalogue.cjs).
const { precompileCatalogue } = require('./precompileCatalogue.cjs');

module.exports = {
  process(source, file) {
    return { code: precompileCatalogue(source, file) };
  },
};
