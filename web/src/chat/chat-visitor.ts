/**
 * Who the chat sees (§3 visitor data): uid (0 when anonymous), first name, email, phone,
 * locale and session id. One provider needs an email even when there is none: it gets
 * "none" (live_tex, whose visitor form treats an empty email as "ask the visitor").
 */
import type { contract } from '@croupier/core';
import { isAuthenticated, type ChatVisitor } from '@croupier/core/state';
import type { ChatProvider } from './chat-adapter.ts';

type AccountInfo = contract.account.AccountInfo;
type Profile = contract.account.Profile;

/** The provider that receives "none" instead of an empty email (§3). */
const EMAIL_NONE_PROVIDER: ChatProvider = 'live_tex';

/** The email value meaning "no email" for {@link EMAIL_NONE_PROVIDER}. */
const EMAIL_NONE = 'none';

/** The only provider whose message events are stored (§3). */
const CHAT_EVENTS_PROVIDER: ChatProvider = 'freshChat';

/** The visitor from account info alone (what is known without another request). */
export function baseVisitor(
  user: Readonly<AccountInfo> | null,
  locale: string,
  sessionId: string,
): ChatVisitor {
  if (!user || !isAuthenticated(user)) return { uid: 0, locale, sessionId };
  const login = user.login.trim();
  return {
    uid: user.uid,
    locale: user.locale || locale,
    sessionId,
    ...(login.includes('@') ? { email: login } : login ? { phone: login } : {}),
    ...(user.fakename ? { firstName: user.fakename } : {}),
  };
}

/** Adds the profile's first name, email and phone (they win over what the login implied). */
export function withProfile(visitor: ChatVisitor, profile: Readonly<Profile> | null): ChatVisitor {
  if (!profile) return visitor;
  return {
    ...visitor,
    ...(profile.first_name ? { firstName: profile.first_name } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.mobile ? { phone: profile.mobile } : {}),
  };
}

/** The email a provider is given. */
export function chatEmail(provider: ChatProvider, email: string | undefined): string {
  if (email) return email;
  return provider === EMAIL_NONE_PROVIDER ? EMAIL_NONE : '';
}

/** Chat events are stored only for authenticated users on freshChat (§3). */
export function storesChatEvents(provider: ChatProvider | null, uid: number): boolean {
  return provider === CHAT_EVENTS_PROVIDER && uid > 0;
}
