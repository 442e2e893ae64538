import { useTranslation } from '../i18n/i18n-context.ts';
import { useLocale } from '../hooks/index.ts';
import { Icon, Select } from '../ui/index.ts';
import { useChangeLocale } from './use-change-locale.ts';

/** The language select; hidden when the site offers a single language. */
export function LocaleSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { locale, locales } = useLocale();
  const changeLocale = useChangeLocale();
  if (locales.length < 2) return null;
  return (
    <Select
      label={t('common.language', 'Language')}
      hideLabel
      fieldClassName={className}
      prefix={<Icon name="globe" size={18} />}
      value={locale}
      options={locales.map((l) => ({ value: l.code, label: l.name ?? l.code.toUpperCase() }))}
      onChange={(event) => void changeLocale(event.target.value)}
    />
  );
}
