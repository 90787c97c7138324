// @ts-check
/**
 * Preload hints in the shell's index.html for the chunks its entry loads first (`import('./bootstrap')`: the
 * framework chunk, the shell's own chunk and its CSS), so the browser fetches them beside `main.js` instead of
 * after it has run: one round trip fewer before anything paints.
 *
 * Scripts are hinted with `fetchpriority="low"`, the priority webpack's own `<script async>` for them has:
 * with the default (high) Lighthouse's simulation counts them as render-blocking and the first paint comes
 * later (docs/decisions/low-priority-hints.md). The stylesheet keeps a style preload's own (highest) priority: the first paint needs it.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'BootstrapPreloadPlugin';

class BootstrapPreloadPlugin {
  /** @param {string} request the entry's async import whose chunks are hinted, as written in the source */
  constructor(request) {
    this.request = request;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = this.bootstrapFiles(compilation);
        if (files.length === 0) {
          compilation.errors.push(new Error(`${NAME}: no chunk loaded by import('${this.request}') in the entry`));
          return data;
        }
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: publicPath + file,
            as: file.endsWith('.css') ? 'style' : 'script',
            ...(file.endsWith('.js') ? { fetchpriority: 'low' } : {}),
          }),
        );
        // After the entry's own <script defer src=main.js>: at the same (low) priority the browser asks in
        // document order, and main.js is what runs first.
        data.headTags.push(...links);
        return data;
      });
    });
  }

  /**
   * JS and CSS files of the chunk groups the entry chunks open with `import(request)`, with the chunks
   * those need through shared-module consumes already in the same group (webpack puts them there).
   * @param {import('webpack').Compilation} compilation
   * @returns {string[]}
   */
  bootstrapFiles(compilation) {
    const files = new Set();
    for (const entry of compilation.entrypoints.values()) {
      for (const group of entry.getChildren()) {
        if (!group.origins.some((o) => o.request === this.request)) continue;
        for (const chunk of group.chunks) for (const f of chunk.files) if (/\.(js|css)$/.test(f)) files.add(f);
      }
    }
    return [...files].sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')) || a.localeCompare(b));
  }
}

module.exports = { BootstrapPreloadPlugin };
