// @ts-check
/** The remotes' CSS in production (../css-inject-loader.js): one `<style>` per CSS module, appended to <head>. */
export default function injectCss(text) {
  const style = document.createElement('style');
  style.textContent = text;
  document.head.appendChild(style);
}
