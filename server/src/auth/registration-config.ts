/**
 * The registration config (§3) the server enforces: the same content the client renders,
 * read from the content system's configs (`app.cms`, server/content/cms/<locale>.json) when
 * it is mounted, otherwise the defaults of core's cms schema.
 */
import { cms } from '@croupier/core/contract';
import { DEFAULT_LOCALE } from '../content/locales.ts';

/** Core's defaults: every switch off, one e-mail form. */
const DEFAULT_REGISTRATION_CONFIG: cms.RegistrationConfig = cms.registrationConfig.parse({
  authTypes: [{ type: 'form', label: 'Email', field: 'email' }],
});

/**
 * The registration config of a locale (the default locale's when the locale has none);
 * `configs` is undefined when no content system is mounted.
 */
export function registrationConfigFor(
  configs: ReadonlyMap<string, cms.CmsConfig> | undefined,
  locale: string,
): cms.RegistrationConfig {
  return (
    configs?.get(locale)?.registration ??
    configs?.get(DEFAULT_LOCALE)?.registration ??
    DEFAULT_REGISTRATION_CONFIG
  );
}
