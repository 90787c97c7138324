/** ./semver-lite.js: runtime-core's `satisfy` for the range grammar our builds use. */
export function satisfy(version: string, range: string): boolean;
/** Whether semver-lite reads `range` as runtime-core's semver would (the build refuses other requiredVersions). */
export function isSupportedRange(range: string): boolean;
