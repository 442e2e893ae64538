/**
 * The registration config (§3) the server enforces: the same content the client renders,
 * read from the content system (`app.cms`, server/content/cms/<locale>.json) when it is
 * mounted, otherwise the defaults of core's cms schema.
 */
import type { FastifyInstance } from 'fastify';
import { cms } from '@croupier/core/contract';
import { DEFAULT_LOCALE } from '../content/locales.ts';

/** Core's defaults: every switch off, one e-mail form. */
export const DEFAULT_REGISTRATION_CONFIG: cms.RegistrationConfig = cms.registrationConfig.parse({
  authTypes: [{ type: 'form', label: 'Email', field: 'email' }],
});

/** The registration config of a locale (the default locale's when the locale has none). */
export function registrationConfigFor(
  app: FastifyInstance,
  locale: string,
): cms.RegistrationConfig {
  if (!app.hasDecorator('cms')) return DEFAULT_REGISTRATION_CONFIG;
  const configs = app.cms.configs;
  return (
    configs.get(locale)?.registration ??
    configs.get(DEFAULT_LOCALE)?.registration ??
    DEFAULT_REGISTRATION_CONFIG
  );
}
