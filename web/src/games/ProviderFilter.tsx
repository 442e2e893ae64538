import { useTranslation } from '../i18n/i18n-context.ts';
import { useProviders } from './use-providers.ts';
import { Button, Checkbox, Popover } from '../ui/index.ts';
import styles from './ProviderFilter.module.css';

/** Props of {@link ProviderFilter}. */
export interface ProviderFilterProps {
  selected: readonly string[];
  onChange(providers: string[]): void;
}

/** A disclosure with a checkbox per provider; every change goes to the address at once. */
export function ProviderFilter({ selected, onChange }: ProviderFilterProps) {
  const { t } = useTranslation();
  const { data } = useProviders();
  const toggle = (sysname: string, on: boolean) =>
    onChange(on ? [...selected, sysname] : selected.filter((s) => s !== sysname));
  return (
    <Popover
      align="start"
      panelClassName={styles.panel}
      trigger={(props) => (
        <Button {...props} variant="secondary" iconEnd="chevron-down">
          {selected.length
            ? t('games.providersCount', 'Providers ({count})', { count: selected.length })
            : t('common.providers', 'Providers')}
        </Button>
      )}
    >
      {(close) => (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('games.filterProviders', 'Show games of')}</legend>
          <div className={styles.options}>
            {(data ?? []).map((provider) => (
              <Checkbox
                key={provider.id}
                label={
                  <span className={styles.option}>
                    {provider.name}
                    {provider.game_params ? (
                      <span className={styles.count}>{provider.game_params.games_count}</span>
                    ) : null}
                  </span>
                }
                checked={selected.includes(provider.sysname)}
                onChange={(event) => toggle(provider.sysname, event.target.checked)}
              />
            ))}
          </div>
          <div className={styles.actions}>
            <Button
              variant="ghost"
              size="sm"
              disabled={selected.length === 0}
              onClick={() => onChange([])}
            >
              {t('games.clearProviders', 'Clear')}
            </Button>
            <Button size="sm" onClick={close}>
              {t('games.done', 'Done')}
            </Button>
          </div>
        </fieldset>
      )}
    </Popover>
  );
}
