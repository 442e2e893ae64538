import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { showServerErrors } from './show-server-errors.ts';
import { TextInput } from './TextInput.tsx';
import { useFocusFirstError } from './use-focus-first-error.ts';

afterEach(cleanup);

interface Values {
  email: string;
  city: string;
}

/**
 * A form whose fields register in the opposite order to the page's (as a form that builds a
 * checkbox row before its fields does), answered by a "server" that rejects `city`.
 */
function Probe({ server }: { server: Record<string, string> | null }) {
  const form = useForm<Values>({ shouldFocusError: false, defaultValues: { email: '', city: '' } });
  useFocusFirstError(form);
  const { register, handleSubmit, formState } = form;
  const city = register('city', { required: server ? false : 'Required' });
  const email = register('email', { required: server ? false : 'Required' });
  const onSubmit = handleSubmit(async () => {
    await Promise.resolve();
    if (server) showServerErrors(form, server, (name) => name === 'email' || name === 'city');
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextInput label="Email" error={formState.errors.email?.message} {...email} />
      <TextInput label="City" error={formState.errors.city?.message} {...city} />
      <button type="submit">Send</button>
    </form>
  );
}

/** A form with a nested field (the cashier's requisites) that the "server" rejects. */
function NestedProbe() {
  const form = useForm<{ amount: string; requisites: { card_number: string } }>({
    shouldFocusError: false,
    defaultValues: { amount: '10', requisites: { card_number: '' } },
  });
  useFocusFirstError(form);
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async () => {
    await Promise.resolve();
    showServerErrors(form, { 'requisites.card_number': 'Unknown card' }, () => true);
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextInput label="Amount" {...register('amount')} />
      <TextInput
        label="Card number"
        error={formState.errors.requisites?.card_number?.message}
        {...register('requisites.card_number')}
      />
      <button type="submit">Pay</button>
    </form>
  );
}

describe('useFocusFirstError', () => {
  it("focuses the first field in error in page order after the client's checks fail", async () => {
    render(<Probe server={null} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it("focuses the server's field error once the answer has come", async () => {
    render(<Probe server={{ city: 'Unknown city', unknown: 'skipped' }} />);
    screen.getByRole('button', { name: 'Send' }).focus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
  });

  it('finds a nested field by its path (requisites.card_number)', async () => {
    render(<NestedProbe />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
  });
});
