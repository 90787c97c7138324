import * as fs from 'node:fs';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { EditorSettingsRepository } from './editor-settings.repository';
import { EditorSessionsRepository } from './editor-sessions.repository';
import { hashPassword, verifyPassword } from './password-hash';

/** File (under DATA_DIR) that receives a generated password, once. */
export const GENERATED_PASSWORD_FILE = 'editor-password.txt';

const PASSWORD_HASH_KEY = 'password_hash';
const SESSION_SECRET_KEY = 'session_secret';

/**
 * The editor's password (as an scrypt hash only) and the session signer. With EDITOR_PASSWORD unset, the
 * first instance to start generates a random password, stores its hash in editor_setting (so every instance
 * agrees) and writes the plain password to DATA_DIR/editor-password.txt (mode 0600) — the log names that
 * file, never the password. The session secret is EDITOR_SESSION_SECRET or a random one kept the same way.
 * A start with another password than the sessions were opened with ends every session (on every instance).
 */
@Injectable()
export class EditorCredentials implements OnModuleInit {
  private readonly logger = new Logger('Editor');
  private passwordHash: string | null = null;
  private signerValue: Signer | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    const settings = new EditorSettingsRepository(this.db);
    const sessions = new EditorSessionsRepository(this.db);
    this.passwordHash =
      this.config.editor.password !== null
        ? await this.configuredPasswordHash(this.config.editor.password, sessions)
        : await this.generatedPasswordHash(settings);
    await sessions.adoptPassword(this.passwordHash);
    const secret =
      this.config.editor.sessionSecret ?? (await settings.getOrCreate(SESSION_SECRET_KEY, randomBytes(32).toString('base64url'))).value;
    this.signerValue = new Signer(secret);
  }

  /** The stored hash while EDITOR_PASSWORD is the password it was made of (sessions go on), else a new one. */
  private async configuredPasswordHash(password: string, sessions: EditorSessionsRepository): Promise<string> {
    const stored = await sessions.storedPasswordHash();
    return stored && (await verifyPassword(password, stored)) ? stored : hashPassword(password);
  }

  /** The hash the sessions of this instance are opened with. */
  get currentPasswordHash(): string {
    if (!this.passwordHash) throw new Error('EditorCredentials used before the module was initialised');
    return this.passwordHash;
  }

  /** Where a generated password is written. */
  get passwordFile(): string {
    return path.resolve(this.config.DATA_DIR, GENERATED_PASSWORD_FILE);
  }

  /** Signs the session id in the cookie (@fastify/cookie). */
  get signer(): Signer {
    if (!this.signerValue) throw new Error('EditorCredentials used before the module was initialised');
    return this.signerValue;
  }

  /** Constant-time check of a candidate password against the hash (scrypt). */
  async matches(candidate: string): Promise<boolean> {
    if (!this.passwordHash) throw new Error('EditorCredentials used before the module was initialised');
    return verifyPassword(candidate, this.passwordHash);
  }

  private async generatedPasswordHash(settings: EditorSettingsRepository): Promise<string> {
    const existing = await settings.get(PASSWORD_HASH_KEY);
    if (existing) {
      this.logger.log(
        `EDITOR_PASSWORD is not set: the editor uses the password generated on first start (written then to ${this.passwordFile} ` +
          'on the instance that generated it). Set EDITOR_PASSWORD to choose another.',
      );
      return existing;
    }
    const password = randomBytes(18).toString('base64url');
    const { value, created } = await settings.getOrCreate(PASSWORD_HASH_KEY, await hashPassword(password));
    if (created) {
      fs.mkdirSync(path.dirname(this.passwordFile), { recursive: true });
      fs.writeFileSync(this.passwordFile, `${password}\n`, { mode: 0o600 });
      // writeFile's mode applies only to a new file: make sure an older file is private too.
      fs.chmodSync(this.passwordFile, 0o600);
      this.logger.warn(
        `EDITOR_PASSWORD is not set: generated an editor password and wrote it to ${this.passwordFile} (readable by this user only). ` +
          'Set EDITOR_PASSWORD to choose your own.',
      );
    }
    return value;
  }
}
