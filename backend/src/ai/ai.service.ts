import { createHash } from 'node:crypto';
import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { AI_ERROR_MESSAGE, type AiGenerateAnswer, type AiGenerateRequest, type AiInfoAnswer, type AiInfoRequest } from '@ofertas/contracts';
import { DataSource } from 'typeorm';
import { AI_PROVIDER, type AiProvider } from './ai-provider';

type Kind = 'generate' | 'info';

function norm(s: string): string {
  return s.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The cache key of an input: case and spacing do not make a new text ('Pandora' and ' pandora ' are one store). */
export function inputKey(kind: Kind, input: AiGenerateRequest | AiInfoRequest): { hash: string; stored: Record<string, string> } {
  const stored: Record<string, string> =
    kind === 'info'
      ? { title: norm((input as AiInfoRequest).title.replace(/-/g, ' ')).toLowerCase() }
      : { title: norm(input.title).toLowerCase(), description: norm((input as AiGenerateRequest).description).toLowerCase() };
  return { hash: createHash('sha256').update(JSON.stringify(stored)).digest('base64url'), stored };
}

/** Generated texts, each produced once per input and provider, then served from the ai_cache table. */
@Injectable()
export class AiService {
  private readonly logger = new Logger('AI');
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: DataSource,
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
  ) {}

  generate(input: AiGenerateRequest): Promise<AiGenerateAnswer> {
    return this.cached('generate', input, async () => ({ text: await this.provider.generate(input) }));
  }

  generateInfo(input: AiInfoRequest): Promise<AiInfoAnswer> {
    return this.cached('info', input, () => this.provider.generateInfo(input));
  }

  private async cached<T>(kind: Kind, input: AiGenerateRequest | AiInfoRequest, compute: () => Promise<T>): Promise<T> {
    const { hash, stored } = inputKey(kind, input);
    const [hit] = (await this.db.query(`SELECT output FROM ai_cache WHERE kind = $1 AND provider = $2 AND input_hash = $3`, [
      kind,
      this.provider.id,
      hash,
    ])) as Array<{ output: T }>;
    if (hit) return hit.output;
    const flightKey = `${kind}:${hash}`;
    let pending = this.inflight.get(flightKey) as Promise<T> | undefined;
    if (!pending) {
      pending = (async () => {
        let output: T;
        try {
          output = await compute();
        } catch (e) {
          this.logger.warn(`${this.provider.id} ${kind} failed: ${(e as Error).message}`);
          throw new HttpException({ statusCode: 502, error: 'Bad Gateway', message: AI_ERROR_MESSAGE }, 502);
        }
        await this.db.query(
          `INSERT INTO ai_cache (kind, provider, input_hash, input, output) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [kind, this.provider.id, hash, JSON.stringify(stored), JSON.stringify(output)],
        );
        return output;
      })().finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, pending);
    }
    return pending;
  }
}
