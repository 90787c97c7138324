import { z } from 'zod';
import { safeString } from './safe';

// Defined in ./messages (zod-free, so the product page can show it without a schema library).
export { AI_ERROR_MESSAGE } from './messages';

/** POST /api/ai/generate: a product description. Limits keep prompts (and their cost) bounded. */
export const AiGenerateRequestSchema = z.object({
  title: safeString().trim().min(1).max(300),
  description: safeString().max(5000).default(''),
});
export type AiGenerateRequest = z.output<typeof AiGenerateRequestSchema>;
export type AiGenerateRequestInput = z.input<typeof AiGenerateRequestSchema>;
export const AiGenerateAnswerSchema = z.object({ text: z.string() });
export type AiGenerateAnswer = z.infer<typeof AiGenerateAnswerSchema>;

/** POST /api/ai/generateInfo: history and a fact about a store. */
export const AiInfoRequestSchema = z.object({ title: safeString().trim().min(1).max(200) });
export type AiInfoRequest = z.infer<typeof AiInfoRequestSchema>;
export const AiInfoAnswerSchema = z.object({ historia: z.string(), informacion: z.string() });
export type AiInfoAnswer = z.infer<typeof AiInfoAnswerSchema>;
