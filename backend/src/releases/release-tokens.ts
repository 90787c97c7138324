import { createHash, randomBytes } from 'node:crypto';
import { HttpException, Injectable } from '@nestjs/common';
import { REMOTE_NAMES, type RemoteName } from '@ofertas/contracts';
import { DataSource } from 'typeorm';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function refuse(status: 401 | 403, message: string): HttpException {
  return new HttpException({ statusCode: status, error: status === 401 ? 'Unauthorized' : 'Forbidden', message }, status);
}

/** Owner of `release_token`: one token per team and set of remotes, only its SHA-256 kept. */
@Injectable()
export class ReleaseTokens {
  constructor(private readonly db: DataSource) {}

  /** A new token for `team` on `remotes`; the plain token is returned once and never stored. */
  async create(team: string, remotes: readonly RemoteName[]): Promise<string> {
    if (!/^[\w.-]{1,60}$/.test(team)) throw new Error('el equipo debe ser 1–60 letras, cifras, _ . o -');
    const unknown = remotes.filter((r) => !(REMOTE_NAMES as readonly string[]).includes(r));
    if (remotes.length === 0 || unknown.length > 0) throw new Error(`remotos válidos: ${REMOTE_NAMES.join(', ')}`);
    const token = `rt_${randomBytes(32).toString('base64url')}`;
    await this.db.query(`INSERT INTO release_token (team, remotes, token_sha256) VALUES ($1, $2, $3)`, [team, [...new Set(remotes)], sha256(token)]);
    return token;
  }

  /** The team of a `Bearer <token>` header allowed to release `remote`: 401 without a known token, 403 for another team's remote. */
  async authorize(header: string | undefined, remote: RemoteName): Promise<string> {
    const token = /^Bearer\s+(\S{10,200})$/i.exec(header ?? '')?.[1];
    if (!token) throw refuse(401, 'Falta el token de publicación (Authorization: Bearer …)');
    const rows = (await this.db.query(`SELECT team, remotes FROM release_token WHERE token_sha256 = $1`, [sha256(token)])) as Array<{ team: string; remotes: string[] }>;
    const row = rows[0];
    if (!row) throw refuse(401, 'Token de publicación desconocido');
    if (!row.remotes.includes(remote)) throw refuse(403, `El equipo ${row.team} no publica el remoto ${remote}`);
    return row.team;
  }
}
