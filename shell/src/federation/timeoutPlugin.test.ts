import timeoutPlugin, { MANIFEST_TIMEOUT_MS, SCRIPT_TIMEOUT_MS } from './timeoutPlugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type ScriptHook = (a: { url: string; attrs?: Record<string, unknown> }) => { script: HTMLScriptElement; timeout: number };

const plugin = timeoutPlugin();
const fetchHook = plugin.fetch as unknown as FetchHook;
const createScript = plugin.createScript as unknown as ScriptHook;

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

test('manifest fetches get a timeout signal, keeping the caller’s own signal and options', async () => {
  const timeout = new AbortController();
  const timeoutSpy = jest.spyOn(AbortSignal, 'timeout').mockReturnValue(timeout.signal);
  const seen: RequestInit[] = [];
  globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    seen.push(init ?? {});
    return new Response('{}');
  }) as typeof fetch;

  await fetchHook('/mfe/offers/mf-manifest.json', { headers: { accept: 'application/json' } });
  expect(timeoutSpy).toHaveBeenCalledWith(MANIFEST_TIMEOUT_MS);
  expect(globalThis.fetch).toHaveBeenCalledWith('/mfe/offers/mf-manifest.json', expect.objectContaining({ headers: { accept: 'application/json' } }));
  expect(seen[0]!.signal).toBe(timeout.signal);

  // With a caller's signal, either one aborts the request.
  const caller = new AbortController();
  await fetchHook('/m.json', { signal: caller.signal });
  const combined = seen[1]!.signal!;
  expect(combined.aborted).toBe(false);
  timeout.abort(new DOMException('timed out', 'TimeoutError'));
  expect(combined.aborted).toBe(true);
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
