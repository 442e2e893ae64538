import { CLIENT_MARKER_HEADER as CORE_HEADER } from '@croupier/core/api';
import { cms, i18n } from '@croupier/core/contract';
import { describe, expect, it } from 'vitest';
import { CLIENT_MARKER_HEADER, cmsConfigPath, LOCALES_PATH, messagesPath } from './endpoints.ts';

describe('endpoints', () => {
  it('the locales path is the contract’s', () => {
    expect(LOCALES_PATH).toBe(i18n.I18N_LOCALES_PATH);
  });

  it('the client marker header is the API client’s', () => {
    expect(CLIENT_MARKER_HEADER).toBe(CORE_HEADER);
  });

  it.each(['en', 'pt-BR', 'a/b?c'])(
    'the messages and CMS config paths of %s are the contract’s',
    (locale) => {
      expect(messagesPath(locale)).toBe(i18n.i18nMessagesPath(locale));
      expect(cmsConfigPath(locale)).toBe(cms.cmsConfigPath(locale));
    },
  );
});
