// @ts-check
/**
 * Remotes' CSS in production: what style-loader does, with less code in every remote. A pitching loader
 * in front of css-loader: the module imports css-loader's result, adds one `<style>` with its text to <head> at
 * evaluation (as style-loader's default does: one tag per module, in import order) and exports the CSS Modules'
 * class names. style-loader's runtime and its options block per CSS module stay out of the remotes' chunks
 * (docs/decisions/remote-css-loader.md). No hot reload: development keeps style-loader.
 */
const INJECT = require.resolve('./runtime/inject-css.js');

/** @this {import('webpack').LoaderContext<object>} @param {string} remainingRequest */
function pitch(remainingRequest) {
  const css = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const inject = JSON.stringify(this.utils.contextify(this.context, INJECT));
  return `import css from ${css};\nimport injectCss from ${inject};\ninjectCss(css.toString());\nexport default css.locals;\n`;
}

module.exports = function cssInjectLoader() {};
module.exports.pitch = pitch;
