import type { AiGenerateRequest, AiInfoAnswer, AiInfoRequest } from '@ofertas/contracts';

/** Where AI texts come from. Implementations never reach the browser: only the backend calls them. */
export interface AiProvider {
  /** Part of the cache key: texts of one provider/model are not served as another's. */
  readonly id: string;
  /** A short Spanish product description in simple markdown ('### ' headings, '**bold**', line breaks). */
  generate(input: AiGenerateRequest): Promise<string>;
  /** A Spanish store history and one useful fact about shopping there. */
  generateInfo(input: AiInfoRequest): Promise<AiInfoAnswer>;
}

/** Any failure of a provider (network, timeout, bad status, unusable answer): the API answers 502. */
export class AiProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}

export const AI_PROVIDER = Symbol('AI_PROVIDER');
