import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Puts the server's field errors on a react-hook-form form, skipping names the form does not
 * have; returns whether any was placed. The first of them takes the focus through
 * `useFocusFirstError`, as the client's own errors do.
 */
export function showServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError'>,
  fields: Readonly<Record<string, string>>,
  known: (name: string) => boolean,
): boolean {
  const names = Object.keys(fields).filter(known);
  for (const name of names) {
    form.setError(name as Path<V>, { type: 'server', message: fields[name] });
  }
  return names.length > 0;
}
