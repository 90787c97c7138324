import { dropTestDatabases, testRunId } from './databases';

/** Fixes this run's id before the workers start (they inherit it), and clears databases of dead runs. */
export default async function globalSetup(): Promise<void> {
  testRunId();
  await dropTestDatabases();
}
