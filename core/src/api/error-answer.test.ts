import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../contract/envelope.ts';
import { ApiError } from '../errors.ts';
import { apiErrorFromAnswer } from './error-answer.ts';

const valid = {
  statusCode: 422,
  data: {
    type: 'InvalidParameterException',
    message: 'Invalid parameters',
    error_data: { promo_code: ['EXPIRED'] },
    invalid_parameters: { email: 'Wrong email address' },
    resend_time: 45,
  },
};
const withData = (data: Record<string, unknown>) => ({
  ...valid,
  data: { ...valid.data, ...data },
});
const without = (key: string) => {
  const data: Record<string, unknown> = { ...valid.data };
  delete data[key];
  return { ...valid, data };
};

/** Answers the hand-written envelope parser must judge exactly as the contract's zod schema does. */
const answers: [string, unknown][] = [
  ['a full envelope', valid],
  [
    'only type and message',
    { statusCode: 401, data: { type: 'AuthorizationException', message: '' } },
  ],
  ['unknown keys (dropped)', { ...valid, extra: 1, data: { ...valid.data, more: true } }],
  ['an empty error_data', withData({ error_data: {} })],
  ['no error_data', without('error_data')],
  ['no invalid_parameters', without('invalid_parameters')],
  ['no resend_time', without('resend_time')],
  ['resend_time 0', withData({ resend_time: 0 })],
  ['a type outside §8', withData({ type: 'WeirdException' })],
  ['no type', without('type')],
  ['a numeric message', withData({ message: 5 })],
  ['no message', without('message')],
  ['a string statusCode', { ...valid, statusCode: '422' }],
  ['no statusCode', { data: valid.data }],
  ['no data', { statusCode: 500 }],
  ['data as an array', { statusCode: 500, data: [] }],
  ['data as null', { statusCode: 500, data: null }],
  ['error_data null', withData({ error_data: null })],
  ['error_data an array', withData({ error_data: ['x'] })],
  ['error_data a string', withData({ error_data: 'x' })],
  ['invalid_parameters with a non-string value', withData({ invalid_parameters: { a: 1 } })],
  ['invalid_parameters an array', withData({ invalid_parameters: ['a'] })],
  ['invalid_parameters null', withData({ invalid_parameters: null })],
  ['resend_time a string', withData({ resend_time: '45' })],
  ['resend_time null', withData({ resend_time: null })],
  ['an array', [valid]],
  ['null', null],
  ['a string', 'error'],
  ['nothing', undefined],
];

describe('apiErrorFromAnswer reads the error envelope without zod', () => {
  it.each(answers)('judges %s as the contract schema does', (_name, json) => {
    const zod = errorEnvelope.safeParse(json);
    const e = apiErrorFromAnswer(599, JSON.stringify(json) ?? '', '/api/x/y');
    if (zod.success) {
      // Strict: the same fields and no others (unknown keys are dropped, as zod drops them).
      expect({ statusCode: e.statusCode, data: e.data }).toStrictEqual(zod.data);
    } else {
      expect([e.statusCode, e.type]).toEqual([599, 'UnknownErrorException']);
    }
  });

  it('keeps every field of a valid envelope', () => {
    const e = apiErrorFromAnswer(599, JSON.stringify(valid), '/api/x/y');
    expect({ statusCode: e.statusCode, data: e.data }).toStrictEqual(valid);
  });
});

describe('apiErrorFromAnswer', () => {
  it('reads the envelope: status, type, message and data', () => {
    const e = apiErrorFromAnswer(400, JSON.stringify(valid), '/api/things/save');
    expect(e).toBeInstanceOf(ApiError);
    expect([e.statusCode, e.type, e.message, e.path]).toEqual([
      422,
      'InvalidParameterException',
      'Invalid parameters',
      '/api/things/save',
    ]);
    expect(e.invalidParameters).toEqual({ email: 'Wrong email address' });
  });

  it('keeps the message of an envelope whose type is outside §8, with the HTTP status', () => {
    const body = JSON.stringify({ statusCode: 418, data: { type: 'Weird', message: 'Nope' } });
    const e = apiErrorFromAnswer(400, body, '/api/x/y');
    expect([e.statusCode, e.type, e.message]).toEqual([400, 'UnknownErrorException', 'Nope']);
  });

  it('turns a body that is not JSON into UnknownErrorException "HTTP <status>"', () => {
    const e = apiErrorFromAnswer(502, '<html>Bad gateway</html>', '/api/x/y');
    expect([e.statusCode, e.type, e.message]).toEqual([502, 'UnknownErrorException', 'HTTP 502']);
  });
});
