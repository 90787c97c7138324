/**
 * Plain-fetch JSON GET for small bundles (the shell, a remote's first page): same origin, a timeout, one retry
 * on a network error (never on a 4xx). The answer is `unknown` until the caller checks it (see `check`).
 */
export async function getJson(url: string, { timeoutMs = 8000, retries = 1 } = {}): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw Object.assign(new Error(`respondió ${res.status}`), { response: res });
      return (await res.json()) as unknown;
    } catch (err) {
      const status = (err as { response?: Response }).response?.status ?? 0;
      if (attempt >= retries || (status >= 400 && status < 500)) throw err;
    }
  }
}
