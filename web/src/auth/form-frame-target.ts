/**
 * Where the embeddable forms send the visitor (§2.2): framed, the parent is asked (message
 * `redirect`) to go home with `show_popup_reg=1` and the `backUrl`; a signed-in visitor's
 * parent is asked to reload the user (`refresh_user`) instead. Not framed, the page itself
 * goes home with the popup flag of its form.
 */
import {
  SHOW_POPUP_AUTH,
  SHOW_POPUP_REG,
  formFrameRedirectMessage,
  localizePath,
  refreshUserMessage,
  safeInAppPath,
  type FormFrameMessage,
  type LocaleConfig,
} from '@croupier/core/routing';

/** Which form the page is. */
export type FormKind = 'sign_in' | 'sign_up';

/** What the page does, given where it runs. */
export type FormFrameAction =
  | { kind: 'post'; message: FormFrameMessage; fallbackUrl: string }
  | { kind: 'navigate'; url: string };

/** The action of a form page. */
export function formFrameAction(input: {
  form: FormKind;
  framed: boolean;
  signedIn: boolean;
  backUrl: string | null;
  locale: string;
  config: LocaleConfig;
  origin: string;
}): FormFrameAction {
  const redirect = formFrameRedirectMessage(
    input.backUrl,
    input.locale,
    input.config,
    input.origin,
  );
  if (input.framed) {
    const home = localizePath('/', input.locale, input.config);
    return input.signedIn
      ? { kind: 'post', message: refreshUserMessage(), fallbackUrl: home }
      : {
          kind: 'post',
          message: redirect,
          fallbackUrl: redirect.type === 'redirect' ? redirect.url : home,
        };
  }
  const query = new URLSearchParams();
  query.set(input.form === 'sign_up' ? SHOW_POPUP_REG : SHOW_POPUP_AUTH, '1');
  const back = input.backUrl === null ? null : safeInAppPath(input.backUrl, input.origin);
  if (back !== null) query.set('backUrl', back);
  return { kind: 'navigate', url: `${localizePath('/', input.locale, input.config)}?${query}` };
}
