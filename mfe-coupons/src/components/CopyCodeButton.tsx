import { useEffect, useRef, useState } from 'react';
import { COPIED_TO_CLIPBOARD } from '@ofertas/contracts/messages';
import s from './Coupons.module.css';

/** SPEC §9: the copy tooltip shows for 2 s. */
export const COPY_TOOLTIP_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall back below (older browsers, denied permission)
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand?.('copy') ?? false;
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** Shows the code; a click copies it and says 'Copiado al portapapeles' for 2 s. */
export function CopyCodeButton({ code, storeName }: { code: string; storeName: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const onClick = async () => {
    await copyText(code);
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_TOOLTIP_MS);
  };
  return (
    <div className={s.copy}>
      <button type="button" className={s.codeButton} onClick={onClick} data-code={code} title={`Copiar el código de ${storeName}`}>
        <span className={s.code}>{code}</span> <span className={s.copyLabel}>Copiar código</span>
      </button>
      <span role="status" aria-live="polite" className={copied ? s.tooltip : s.tooltipHidden}>
        {copied ? COPIED_TO_CLIPBOARD : ''}
      </span>
    </div>
  );
}
