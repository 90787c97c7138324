// Constants injected by tools/webpack/federation.js (DefinePlugin) and typing of CSS Modules.
declare const __MFE_NAME__: string;
declare const __MFE_VERSION__: string;
declare const __BUILD_LABEL__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
