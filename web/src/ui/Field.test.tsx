import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { TextInput } from './TextInput.tsx';

afterEach(cleanup);

function describedTexts(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('Field wiring (DESIGN §7: every control has a label; errors reach assistive tech)', () => {
  it('labels the input and describes it by its error and hint', () => {
    render(
      <TextInput
        label="Email"
        hint="We never share it"
        error="Wrong email address"
        defaultValue="a@"
        required
      />,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(describedTexts(input)).toEqual(['Wrong email address', 'We never share it']);
    expect(screen.getByRole('alert').textContent).toContain('Wrong email address');
  });

  it('a valid field is not marked invalid and has no error text', () => {
    render(<TextInput label="Nickname" hint="At least 4 characters" />);
    const input = screen.getByLabelText('Nickname');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedTexts(input)).toEqual(['At least 4 characters']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the password toggle shows and hides the password and says which', () => {
    render(<PasswordInput label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('a checkbox error is wired the same way', () => {
    render(<Checkbox label="I accept the terms" error="Please tick this box to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(box)).toEqual(['Please tick this box to continue']);
  });
});
