// webpack loader for src/i18n/locales/**/*.json (see precompileCatalogue.cjs).
const { precompileCatalogue } = require('./precompileCatalogue.cjs');

module.exports = function catalogueLoader(source) {
  return precompileCatalogue(source, this.resourcePath);
};
