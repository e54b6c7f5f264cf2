// docs/product.md#screens-and-routes, #limits-and-constants CNPJ lookup: after a 500 ms delay the detail page opens in a new tab; the screen shows
// "Pesquisando..." meanwhile.
import { useEffect, useRef, useState } from 'react';

/** docs/product.md#limits-and-constants: the delay before the lookup result opens. */
export const LOOKUP_DELAY_MS = 500;

/** The detail page of a CNPJ (docs/product.md#screens-and-routes). */
export function detailPath(digits: string): string {
  return `/detalhes/${digits}`;
}

/** Busy flag and the action that opens /detalhes/{digits} in a new tab after the delay. */
export function useDelayedOpen(): { busy: boolean; open: (digits: string) => void } {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const open = (digits: string) => {
    setBusy(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      // noopener: the detail tab gets no handle on this one.
      window.open(detailPath(digits), '_blank', 'noopener');
      setBusy(false);
    }, LOOKUP_DELAY_MS);
  };

  return { busy, open };
}
