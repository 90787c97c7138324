import { AiInfoAnswerSchema, type AiGenerateRequest, type AiInfoAnswer, type AiInfoRequest } from '@ofertas/contracts';
import { AiProviderError, type AiProvider } from './ai-provider';

const SYSTEM =
  'Eres redactor de Ofertas Flash, una web española de ofertas y cupones. Escribes en español de España, ' +
  'con un tono claro, útil y sin exageraciones. No inventes datos concretos (fechas, cifras, premios, ' +
  'fundadores) que no puedas garantizar; si no los sabes, da información general útil para el comprador.';

const MAX_TEXT = 4000;

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** Any OpenAI-compatible chat-completions API (OpenAI, Azure-compatible gateways, vLLM, Ollama, LM Studio…). */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly id: string;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.id = `openai:${options.model}`;
  }

  private async complete(prompt: string, json: boolean): Promise<string> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model,
          temperature: 0.6,
          max_tokens: 700,
          ...(json ? { response_format: { type: 'json_object' } } : {}),
          messages: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: prompt },
          ],
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (e) {
      throw new AiProviderError(`AI request failed: ${(e as Error).message}`, { cause: e });
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new AiProviderError(`AI service answered HTTP ${res.status}`);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (e) {
      throw new AiProviderError('AI service answered something that is not JSON', { cause: e });
    }
    const content = (body as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new AiProviderError('AI service answered without text');
    return content.trim();
  }

  async generate(input: AiGenerateRequest): Promise<string> {
    const text = await this.complete(
      'Escribe una descripción breve (entre 100 y 200 palabras) del siguiente producto para la página de su oferta. ' +
        "Usa solo markdown sencillo: encabezados que empiezan por '### ', negritas con '**' y saltos de línea; " +
        'nada de listas, enlaces ni HTML.\n\n' +
        `Título: ${input.title}\nDescripción de la tienda: ${input.description || '(sin descripción)'}`,
      false,
    );
    return text.replace(/<[^>]*>/g, '').slice(0, MAX_TEXT);
  }

  async generateInfo(input: AiInfoRequest): Promise<AiInfoAnswer> {
    const text = await this.complete(
      `Devuelve solo un objeto JSON con dos claves de texto sobre la tienda online "${input.title}" para compradores en España: ` +
        '"historia" (dos a cuatro frases sobre la tienda) e "informacion" (un dato útil o curioso para quien compra en ella, una o dos frases).',
      true,
    );
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text.slice(start, end + 1));
    } catch (e) {
      throw new AiProviderError('AI service did not answer the requested JSON', { cause: e });
    }
    const r = AiInfoAnswerSchema.safeParse(parsed);
    if (!r.success || !r.data.historia.trim() || !r.data.informacion.trim()) {
      throw new AiProviderError('AI service answer lacks historia/informacion');
    }
    const strip = (s: string) => s.replace(/<[^>]*>/g, '').trim().slice(0, MAX_TEXT);
    return { historia: strip(r.data.historia), informacion: strip(r.data.informacion) };
  }
}
