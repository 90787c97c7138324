import * as path from 'node:path';
import { z } from 'zod';

/** Repository root: backend/src/config → ../../.. (also right from backend/dist/config). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Value types shared by the per-feature environment schemas, so every feature words its errors alike. */
export const envBool = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }))
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envPort = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

export const envUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.join(' or ')}//`);

/** An environment as handed to parseEnv: process.env in main.ts and the CLI, a plain object in tests. */
export type Env = Readonly<Record<string, string | undefined>>;
