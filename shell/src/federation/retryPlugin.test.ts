import retryPlugin, { SCRIPT_RETRIES } from './retryPlugin';

type EntryErrorHook = (a: {
  getRemoteEntry: () => Promise<unknown>;
  origin: unknown;
  remoteInfo: { name: string; entry: string };
  remoteEntryExports?: unknown;
  globalLoading: Record<string, unknown>;
  uniqueKey: string;
}) => Promise<unknown>;

const hook = retryPlugin().loadEntryError as unknown as EntryErrorHook;
const call = (getRemoteEntry: () => Promise<unknown>, globalLoading: Record<string, unknown> = {}) =>
  hook({ getRemoteEntry, origin: {}, remoteInfo: { name: 'mfe_offers', entry: '/mfe/offers/remoteEntry.js' }, globalLoading, uniqueKey: 'k' });

test('a remote entry that failed is loaded again, its stale loading promise dropped first', async () => {
  const container = { get: () => undefined, init: () => undefined };
  const globalLoading: Record<string, unknown> = { k: Promise.resolve() };
  const load = jest.fn<Promise<unknown>, []>().mockResolvedValueOnce(container);
  await expect(call(load, globalLoading)).resolves.toBe(container);
  expect(load).toHaveBeenCalledTimes(1);
  expect(globalLoading).not.toHaveProperty('k');
});

test(`it gives up after ${SCRIPT_RETRIES} more load(s), with the last error (the page then shows its fallback)`, async () => {
  const load = jest.fn<Promise<unknown>, []>().mockRejectedValue(new Error('RUNTIME-008 caído'));
  await expect(call(load)).rejects.toThrow('caído');
  expect(load).toHaveBeenCalledTimes(SCRIPT_RETRIES);
});
