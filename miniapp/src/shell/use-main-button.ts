/**
 * The `useMainButton` hook the miniapp puts on `platform.shell`: while a component is mounted
 * with a spec, its action holds Telegram's main button (the spec's onClick is always the
 * latest one rendered). Returns true when the client shows it.
 */
import type { MainButtonSpec } from '@croupier/web';
import { useEffect, useRef } from 'react';
import type { ClaimPriority, MainButtonClaim, MainButtonClaims } from './main-button-claims.ts';

/** Builds the hook over `claims`; `available` false makes it a no-op that returns false. */
export function mainButtonHook(
  claims: MainButtonClaims,
  available: boolean,
  priority: ClaimPriority = 1,
): (spec: MainButtonSpec | null) => boolean {
  return function useMainButton(spec) {
    const onClick = useRef(spec?.onClick);
    const claim = useRef<MainButtonClaim | null>(null);
    const active = available && spec !== null;
    const text = spec?.text ?? '';
    const loading = !!spec?.loading;
    const disabled = !!spec?.disabled;
    useEffect(() => {
      onClick.current = spec?.onClick;
    });
    useEffect(() => {
      if (!active) return;
      const handle = claims.claim(
        { text, loading, disabled, onClick: () => onClick.current?.() },
        priority,
      );
      claim.current = handle;
      return () => {
        handle.release();
        claim.current = null;
      };
      // Claimed once per activation; content changes go through `update` below.
    }, [active]);
    useEffect(() => {
      claim.current?.update({ text, loading, disabled, onClick: () => onClick.current?.() });
    }, [text, loading, disabled]);
    return active;
  };
}
