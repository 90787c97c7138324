import { lazy, Suspense, useId, useRef } from 'react';
import { ALERTS_HEADING } from '@ofertas/contracts/rules';
import { useNearScreen } from '@ofertas/web-kit';
import type { AlertFollows } from './AlertForm';
import s from './AlertForm.module.css';

// The form (with react-hook-form, ~14 KB gzip) is at the end of its page: its chunk loads as the box comes within
// 200 px of the screen, and not on a visit that never scrolls that far (docs/decisions/alert-form-on-approach.md).
const AlertForm = lazy(() => import(/* webpackChunkName: "alert-form" */ './AlertForm').then((m) => ({ default: m.AlertForm })));
const AHEAD = '200px 0px';

/** The 'Avísame' box of a list or a product page, rendered once the page above it is laid out. */
export function AlertSection({ follows }: { follows: AlertFollows }) {
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const near = useNearScreen(box, AHEAD);
  return (
    <section ref={box} className={s.box} aria-labelledby={`${id}-title`} data-alert-form="">
      <h2 id={`${id}-title`} className={s.title}>
        {ALERTS_HEADING}
      </h2>
      {near ? (
        <Suspense fallback={<div className={s.reserve} />}>
          <AlertForm follows={follows} />
        </Suspense>
      ) : (
        <div className={s.reserve} />
      )}
    </section>
  );
}
