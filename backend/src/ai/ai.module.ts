import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { AI_PROVIDER, type AiProvider } from './ai-provider';
import { AiController } from './ai.controller';
import { AiService } from './ai.service';
import { LocalAiProvider } from './local-provider';
import { OpenAiCompatibleProvider } from './openai-provider';
import { AiRateLimitGuard } from './rate-limit.guard';

/** The configured provider: an OpenAI-compatible API when AI_BASE_URL is set, else the local generator. */
export function createAiProvider(config: AppConfig): AiProvider {
  if (!config.AI_BASE_URL) return new LocalAiProvider();
  return new OpenAiCompatibleProvider({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}

@Module({
  controllers: [AiController],
  providers: [AiService, AiRateLimitGuard, { provide: AI_PROVIDER, inject: [APP_CONFIG], useFactory: createAiProvider }],
  exports: [AiService],
})
export class AiModule {}
