/**
 * The two ways a refresh compares a feed with the catalogue, for tests that must hold on both: the
 * in-memory snapshot (the default limit) and the database-side diff, forced with a limit of 0 products.
 */
export const REFRESH_PATHS: ReadonlyArray<[label: string, snapshotMax: number | undefined]> = [
  ['in memory', undefined],
  ['on the database side', 0],
];
