import { dropTestDatabases } from './databases';

export default async function globalTeardown(): Promise<void> {
  await dropTestDatabases();
}
