import { describe, expect, it } from 'vitest';
import { operatorRequest, parseOperatorCommand } from './operator-cli.ts';

describe('operator CLI', () => {
  it('reads list, approve and decline (the reason is the rest of the line)', () => {
    expect(parseOperatorCommand(['list'])).toEqual({ action: 'list', status: 'review' });
    expect(parseOperatorCommand(['list', 'processing'])).toEqual({
      action: 'list',
      status: 'processing',
    });
    expect(parseOperatorCommand(['approve', 'wdr-3'])).toEqual({ action: 'approve', id: 'wdr-3' });
    expect(parseOperatorCommand(['decline', 'wdr-3', 'Card', 'mismatch'])).toEqual({
      action: 'decline',
      id: 'wdr-3',
      reason: 'Card mismatch',
    });
    expect(parseOperatorCommand(['decline', 'wdr-3'])).toBeNull();
    expect(parseOperatorCommand(['approve'])).toBeNull();
    expect(parseOperatorCommand(['pay', 'wdr-3'])).toBeNull();
  });

  it('calls the operator endpoints', () => {
    expect(operatorRequest({ action: 'list', status: 'review' }, 'http://h:1/')).toEqual({
      method: 'GET',
      url: 'http://h:1/operator/withdrawals?status=review',
    });
    expect(operatorRequest({ action: 'approve', id: 'wdr-3' }, 'http://h:1')).toEqual({
      method: 'POST',
      url: 'http://h:1/operator/withdrawals/wdr-3/approve',
    });
    expect(operatorRequest({ action: 'decline', id: 'wdr-3', reason: 'No' }, 'http://h:1')).toEqual(
      {
        method: 'POST',
        url: 'http://h:1/operator/withdrawals/wdr-3/decline',
        body: '{"reason":"No"}',
      },
    );
  });

  it('reads and calls the switches and the ban (server/src/operator)', () => {
    expect(parseOperatorCommand(['switches'])).toEqual({ action: 'switches' });
    expect(parseOperatorCommand(['switch', 'application', 'unavailable'])).toEqual({
      action: 'switch',
      name: 'application',
      value: 'unavailable',
    });
    expect(parseOperatorCommand(['switch', 'application'])).toBeNull();
    expect(parseOperatorCommand(['ban', 'a@b.test'])).toEqual({
      action: 'ban',
      player: 'a@b.test',
    });
    expect(parseOperatorCommand(['unban', '42'])).toEqual({ action: 'unban', player: '42' });
    expect(parseOperatorCommand(['ban'])).toBeNull();
    expect(operatorRequest({ action: 'switches' }, 'http://h:1')).toEqual({
      method: 'GET',
      url: 'http://h:1/operator/switches',
    });
    expect(
      operatorRequest({ action: 'switch', name: 'payments', value: 'down' }, 'http://h:1'),
    ).toEqual({
      method: 'POST',
      url: 'http://h:1/operator/switches',
      body: '{"name":"payments","value":"down"}',
    });
    expect(operatorRequest({ action: 'ban', player: 'a@b.test' }, 'http://h:1')).toEqual({
      method: 'POST',
      url: 'http://h:1/operator/players/a%40b.test/ban',
    });
  });
});
