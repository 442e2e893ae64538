import { describe, expect, it } from 'vitest';
import { afterInput, afterSubmit } from './validation-timing.ts';

const wrong = { key: 'wrongEmailAddress' };

describe('validation timing (§4: onSubmit resets errors on input; eager touches on input)', () => {
  it('onSubmit: typing clears the shown error and keeps touched as it was', () => {
    expect(afterInput('onSubmit', { touched: true, issue: wrong }, wrong)).toEqual({
      touched: true,
      issue: null,
    });
    expect(afterInput('onSubmit', { touched: false, issue: null }, wrong)).toEqual({
      touched: false,
      issue: null,
    });
  });
  it('eager: typing touches the field and shows the current issue', () => {
    expect(afterInput('eager', { touched: false, issue: null }, wrong)).toEqual({
      touched: true,
      issue: wrong,
    });
    expect(afterInput('eager', { touched: true, issue: wrong }, null)).toEqual({
      touched: true,
      issue: null,
    });
  });
  it('submit touches and shows the issue in every strategy', () => {
    expect(afterSubmit(wrong)).toEqual({ touched: true, issue: wrong });
  });
});
