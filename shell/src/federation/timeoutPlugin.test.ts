import timeoutPlugin, { SCRIPT_TIMEOUT_MS } from './timeoutPlugin';

type ScriptHook = (a: { url: string; attrs?: Record<string, unknown> }) => { script: HTMLScriptElement; timeout: number };

const plugin = timeoutPlugin();
const createScript = plugin.createScript as unknown as ScriptHook;

test('the runtime fetches nothing through the plugin: manifests are read by the shell (./remotes.ts)', () => {
  expect(plugin).not.toHaveProperty('fetch');
});

test('remote entry scripts carry a script timeout and the runtime’s attributes (never a second src)', () => {
  const { script, timeout } = createScript({
    url: 'https://cdn.example/mfe/offers/remoteEntry.js',
    attrs: { async: true, crossorigin: 'anonymous', src: 'https://evil.example/x.js', 'data-x': null },
  });
  expect(timeout).toBe(SCRIPT_TIMEOUT_MS);
  expect(script.src).toBe('https://cdn.example/mfe/offers/remoteEntry.js');
  expect(script.async).toBe(true);
  expect(script.getAttribute('crossorigin')).toBe('anonymous');
  expect(script.hasAttribute('data-x')).toBe(false);
  expect(createScript({ url: '/e.js' }).script.getAttribute('src')).toBe('/e.js');
});
