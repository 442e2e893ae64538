/**
 * Validation texts (§5): a content-system override first, then the message in the current
 * language (`validation.<key>`), then core's default wording.
 */
import { formatMessage, type ValidationIssue } from '@croupier/core/validation';
import { useCallback } from 'react';
import { useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';

/** `(issue) => text`, or undefined for no issue. */
export function useIssueText(): (issue: ValidationIssue | null | undefined) => string | undefined {
  const { t } = useTranslation();
  const overrides = useSettings().cms?.validationMessages;
  return useCallback(
    (issue) => {
      if (!issue) return undefined;
      const override = (overrides as Record<string, string | undefined> | undefined)?.[issue.key];
      if (override) return formatMessage(issue.key, issue.params, { [issue.key]: override });
      return t(`validation.${issue.key}`, formatMessage(issue.key, issue.params), issue.params);
    },
    [t, overrides],
  );
}
