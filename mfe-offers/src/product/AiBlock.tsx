import { Fragment, useEffect, useState } from 'react';
import { ADDITIONAL_INFO, AI_ERROR_MESSAGE, parseSimpleMarkdown, type MarkdownBlock } from '@ofertas/contracts/rules';
import { http } from '../api/http';
import { aiTextAnswer } from '../api/shapes';
import s from './Product.module.css';

/** SPEC §9: an AI description is requested on 10 % of product views. */
export const AI_CHANCE = 0.1;

declare global {
  interface Window {
    /** Test/QA hook: probability (0–1) of the AI block on product pages. */
    __OFERTAS_AI_CHANCE__?: number;
  }
}

/**
 * The probability for this view: `?ai=1` forces the block, `?ai=0` disables it, a numeric
 * `window.__OFERTAS_AI_CHANCE__` overrides it, else 10 %.
 */
export function aiChance(search: string = window.location.search): number {
  const q = new URLSearchParams(search).get('ai');
  if (q === '1') return 1;
  if (q === '0') return 0;
  const w = window.__OFERTAS_AI_CHANCE__;
  if (typeof w === 'number' && w >= 0 && w <= 1) return w;
  return AI_CHANCE;
}

/** Simple markdown → React elements (text nodes only, never injected HTML). */
export function Markdown({ blocks }: { blocks: MarkdownBlock[] }) {
  return (
    <>
      {blocks.map((b, i) =>
        b.type === 'heading' ? (
          <h3 key={i}>{b.text}</h3>
        ) : (
          <p key={i}>
            {b.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                {line.map((span, k) => (span.bold ? <strong key={k}>{span.text}</strong> : <Fragment key={k}>{span.text}</Fragment>))}
              </Fragment>
            ))}
          </p>
        ),
    )}
    </>
  );
}

/** 'Información adicional': asked with AI_CHANCE, hidden while loading and on failure. */
export function AiBlock({ title, description }: { title: string; description: string }) {
  const [blocks, setBlocks] = useState<MarkdownBlock[] | null>(null);
  useEffect(() => {
    setBlocks(null);
    if (Math.random() >= aiChance()) return;
    const ctrl = new AbortController();
    http
      .post('/api/ai/generate', { json: { title: title.slice(0, 300), description: description.slice(0, 5000) }, signal: ctrl.signal, retries: 0, timeoutMs: 25_000 })
      .then((raw) => {
        const parsed = parseSimpleMarkdown(aiTextAnswer(raw));
        if (!ctrl.signal.aborted && parsed.length > 0) setBlocks(parsed);
      })
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) console.warn(AI_ERROR_MESSAGE, err);
      });
    return () => ctrl.abort();
  }, [title, description]);
  if (!blocks) return null;
  return (
    <section className={s.ai} aria-labelledby="offers-ai-title" data-testid="ai-block">
      <h2 id="offers-ai-title">{ADDITIONAL_INFO}</h2>
      <Markdown blocks={blocks} />
    </section>
  );
}
