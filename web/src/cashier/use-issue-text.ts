/**
 * The text of a validation issue (spec §5): core's `formatMessage` with the content system's
 * overrides first, then the locale's `validation.*` message, then core's default text.
 */
import { DEFAULT_MESSAGES, formatMessage, type ValidationIssue } from '@croupier/core/validation';
import { useCallback } from 'react';
import { useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';

/** Turns a rule's `{key, params}` into the text a field shows (null stays null). */
export function useIssueText(): (issue: ValidationIssue | null) => string | null {
  const { t } = useTranslation();
  const settings = useSettings();
  const cms = settings.cms?.validationMessages as Readonly<Record<string, string | undefined>>;
  return useCallback(
    (issue) => {
      if (!issue) return null;
      const fallback = (DEFAULT_MESSAGES as Record<string, string>)[issue.key] ?? issue.key;
      const localized = t(`validation.${issue.key}`, fallback, issue.params);
      return formatMessage(issue.key, issue.params, { [issue.key]: cms?.[issue.key] || localized });
    },
    [t, cms],
  );
}
