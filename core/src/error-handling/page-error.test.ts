import { describe, expect, it } from 'vitest';
import {
  ApiError,
  MissingLocaleConfigError,
  NetworkError,
  RouteValidationError,
} from '../errors.ts';
import type { ErrorType } from './error-types.ts';
import { errorPageFor, isBotUserAgent, pageErrorOf } from './page-error.ts';

const api = (statusCode: number, type: ErrorType) =>
  new ApiError(statusCode, { type, message: type }, '/api/account/getInfo');

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('page error mapping (§4)', () => {
  it('banned-user error type gives user blocked', () => {
    expect(pageErrorOf(api(403, 'UserBannedException'))).toEqual({
      page: 'userBlocked',
      statusCode: 403,
      fatal: false,
    });
  });
  it('maintenance gives maintenance (503) for ApplicationDisabled and ApplicationUnavailable', () => {
    expect(pageErrorOf(api(503, 'ApplicationDisabledException')).page).toBe('maintenance');
    expect(pageErrorOf(api(503, 'ApplicationUnavailableException'))).toMatchObject({
      page: 'maintenance',
      statusCode: 503,
    });
  });
  it('any HTTP 403 gives forbidden', () => {
    expect(pageErrorOf(api(403, 'AccessDeniedException')).page).toBe('forbidden');
    expect(pageErrorOf(api(403, 'UserDeletedException')).page).toBe('forbidden');
  });
  it('status not found gives not found', () => {
    expect(pageErrorOf(api(404, 'MethodNotFoundException'))).toMatchObject({
      page: 'notFound',
      statusCode: 404,
    });
  });
  it('otherwise not found', () => {
    expect(pageErrorOf(api(500, 'InternalServerErrorException')).page).toBe('notFound');
    expect(pageErrorOf(api(503, 'BillingUnavailableException')).page).toBe('notFound');
    expect(pageErrorOf(new NetworkError('down', '/api/x')).page).toBe('notFound');
    expect(pageErrorOf(new Error('boom')).page).toBe('notFound');
    expect(pageErrorOf(undefined).page).toBe('notFound');
  });
  it('reads a plain error object with statusCode and data.type (§3)', () => {
    expect(pageErrorOf({ statusCode: 403, data: { type: 'UserBannedException' } }).page).toBe(
      'userBlocked',
    );
    expect(pageErrorOf({ statusCode: 403 }).page).toBe('forbidden');
  });
  it('a route validation failure yields a fatal 404 with message Page Not Found plus the path', () => {
    expect(pageErrorOf(new RouteValidationError('/offers/abc'))).toEqual({
      page: 'notFound',
      statusCode: 404,
      fatal: true,
      message: 'Page Not Found: /offers/abc',
    });
  });
  it('a missing locale configuration gives a fatal 500', () => {
    expect(pageErrorOf(new MissingLocaleConfigError('de'))).toMatchObject({
      statusCode: 500,
      fatal: true,
    });
  });
});

describe('bots (§4: bot user agents get no error page)', () => {
  it.each([
    GOOGLEBOT,
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1) Chrome/126.0 Safari/537.36',
  ])('recognises %s', (ua) => {
    expect(isBotUserAgent(ua)).toBe(true);
  });
  it.each([
    CHROME,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 13; CUBOT KingKong Power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
    '',
  ])('treats %s as a person', (ua) => {
    expect(isBotUserAgent(ua)).toBe(false);
  });
  it('errorPageFor gives bots no error page and people the mapped page', () => {
    const banned = api(403, 'UserBannedException');
    expect(errorPageFor(banned, GOOGLEBOT)).toBeNull();
    expect(errorPageFor(banned, CHROME)?.page).toBe('userBlocked');
    expect(errorPageFor(banned, undefined)?.page).toBe('userBlocked');
  });
});
