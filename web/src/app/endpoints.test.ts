import { CLIENT_MARKER_HEADER as CORE_HEADER } from '@croupier/core/api';
import { i18n } from '@croupier/core/contract';
import { describe, expect, it } from 'vitest';
import { CLIENT_MARKER_HEADER, LOCALES_PATH } from './endpoints.ts';

describe('endpoints', () => {
  it('the locales path is the contract’s', () => {
    expect(LOCALES_PATH).toBe(i18n.I18N_LOCALES_PATH);
  });

  it('the client marker header is the API client’s', () => {
    expect(CLIENT_MARKER_HEADER).toBe(CORE_HEADER);
  });
});
