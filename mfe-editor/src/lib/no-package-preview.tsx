/**
 * Build-time stand-in for `@uiw/react-markdown-preview/nohighlight` (aliased in webpack.config.js). The editor
 * never renders the package's own preview — `components.preview` renders ours with the server's allow-list
 * (../components/MarkdownField.tsx) — so its Markdown stack (react-markdown, remark, rehype, parse5: ~150 KB
 * gzip) would be dead weight on /blog/new.
 */
export default function NoPackagePreview(): null {
  return null;
}
