import { formatMoney } from '@croupier/core/format';
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../ui/index.ts';
import { tickValue, TICK_DURATION_MS } from './ticking.ts';

/** Props of {@link TickingAmount}. */
export interface TickingAmountProps {
  amount: string;
  currency: string;
  className?: string;
}

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A pool amount that runs up to each new value the server sends (§9 money format). Screen
 * readers get the settled value only; reduced motion shows it at once.
 */
export function TickingAmount({ amount, currency, className }: TickingAmountProps) {
  const target = Number(amount);
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  useEffect(() => {
    const from = shownRef.current;
    if (from === target || typeof requestAnimationFrame !== 'function' || reducedMotion()) {
      shownRef.current = target;
      setShown(target);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const value = tickValue(from, target, now - start);
      shownRef.current = value;
      setShown(value);
      if (now - start < TICK_DURATION_MS) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return (
    <span className={className}>
      <span aria-hidden="true">{formatMoney(shown, currency)}</span>
      <VisuallyHidden>{formatMoney(target, currency)}</VisuallyHidden>
    </span>
  );
}
