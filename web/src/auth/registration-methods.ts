/**
 * The registration methods the popup offers (§2.3, §3 Auth types): one tab per configured
 * auth type — a form by e-mail or phone, a fast form, or social sign-up.
 */
import type { contract } from '@croupier/core';
import type { LoginType } from '@croupier/core/validation';

type AuthType = contract.cms.AuthType;

/** One registration tab. */
export interface RegistrationMethod {
  /** Stable id for the tab: `form-email`, `fast-phone`, `social` … */
  id: string;
  kind: 'form' | 'fast' | 'social';
  label: string;
  /** The login identifier the form asks for (form and fast). */
  loginType: LoginType;
  /** Fast registration that hides non-required fields (§5). */
  fast: boolean;
  /** OAuth services (social). */
  services: readonly string[];
}

/** The tabs of the registration form, in the configured order; duplicates collapse. */
export function registrationMethods(
  authTypes: readonly AuthType[] | undefined,
): RegistrationMethod[] {
  const methods: RegistrationMethod[] = [];
  for (const type of authTypes ?? []) {
    const method: RegistrationMethod =
      type.type === 'social'
        ? {
            id: 'social',
            kind: 'social',
            label: type.label,
            loginType: type.field ?? 'email',
            fast: false,
            services: type.services,
          }
        : {
            id: `${type.type}-${type.field}`,
            kind: type.type,
            label: type.label,
            loginType: type.field,
            fast: type.type === 'fast' && type.mode === 'fast',
            services: [],
          };
    if (!methods.some((m) => m.id === method.id)) methods.push(method);
  }
  if (methods.length === 0) {
    // No content system answer: the e-mail form, as the server's own default config.
    methods.push({
      id: 'form-email',
      kind: 'form',
      label: 'Email',
      loginType: 'email',
      fast: false,
      services: [],
    });
  }
  return methods;
}

/** The tab switcher shows only when more than one method is offered (§9). */
export function showsTabSwitcher(methods: readonly RegistrationMethod[]): boolean {
  return methods.length > 1;
}

/** The OAuth services of the social method, if one is configured. */
export function socialServices(methods: readonly RegistrationMethod[]): readonly string[] {
  return methods.find((m) => m.kind === 'social')?.services ?? [];
}
