import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';

/** The paths of the fields in error (`requisites.card_number`), as their inputs are named. */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = `${prefix}${key}`;
    if ('type' in value || 'message' in value) paths.push(path);
    else paths.push(...errorPaths(value as FieldErrors, `${path}.`));
  }
  return paths;
}

/**
 * After each failed submit — the client's checks or the server's field errors — focuses the
 * first field in error in page order, so the player lands on what to fix (focus scrolls it into
 * view; the fields' `scroll-margin` keeps it clear of the sticky header). One place for every
 * form: react-hook-form's own `shouldFocusError` follows the order fields registered in, not
 * the page's, and leaves the server's errors alone — forms using this turn it off.
 */
export function useFocusFirstError<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'formState'>,
): void {
  const { submitCount, errors } = form.formState;
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    const names = errorPaths(errors);
    if (names.length === 0) return;
    // The rendered error state marks the right control even when another form on the page
    // has a field of the same name; querySelector answers the first in document order.
    const selector = names
      .map((name) => `[name="${CSS.escape(name)}"][aria-invalid="true"]`)
      .join(',');
    const first = document.querySelector<HTMLElement>(selector);
    first?.focus();
  }, [submitCount, errors]);
}
