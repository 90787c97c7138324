/**
 * The shell's tiny HTTP helper (plain fetch, to keep the shell's first load small; remotes use ky).
 * Same origin, JSON, a timeout, one retry on network errors for GETs.
 */
export async function getJson<T>(url: string, { timeoutMs = 8000, retries = 1 } = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
      return (await res.json()) as T;
    } catch (err) {
      if (attempt >= retries || (err instanceof Error && /respondió 4\d\d/.test(err.message))) throw err;
    }
  }
}
