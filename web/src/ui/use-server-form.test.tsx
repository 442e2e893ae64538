import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextInput } from './TextInput.tsx';
import { useServerForm, type SubmitOptions } from './use-server-form.ts';

afterEach(cleanup);

interface Values {
  email: string;
  city: string;
}

/** A refusal as the forms' text helpers read it: field texts and a form-level text. */
class Refusal extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('refused');
  }
}

/** A server the test answers by hand: each submit waits until the test settles it. */
function heldServer() {
  const calls: Values[] = [];
  let settle: { resolve(): void; reject(error: unknown): void } | null = null;
  return {
    calls,
    send(values: Values) {
      calls.push(values);
      return new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    },
    async answer(error?: unknown) {
      const pending = settle;
      settle = null;
      await act(async () => {
        if (error) pending?.reject(error);
        else pending?.resolve();
      });
    },
  };
}

function Probe({
  server,
  options,
}: {
  server: ReturnType<typeof heldServer>;
  options?: SubmitOptions<Values>;
}) {
  const { form, submit, submitting, formError } = useServerForm<Values>({
    defaultValues: { email: 'a@b.test', city: '' },
    errorText: (error) => `form: ${(error as Error).message}`,
    fieldErrors: (error) => (error instanceof Refusal ? error.fields : {}),
  });
  const { register, formState } = form;
  return (
    <form onSubmit={(event) => void submit((values) => server.send(values), options)(event)}>
      <TextInput label="Email" error={formState.errors.email?.message} {...register('email')} />
      <TextInput label="City" error={formState.errors.city?.message} {...register('city')} />
      {formError ? <p data-testid="form-error">{formError}</p> : null}
      <button type="submit" data-submitting={String(submitting)}>
        Send
      </button>
    </form>
  );
}

const button = () => screen.getByRole('button', { name: 'Send' });
const click = () => act(async () => fireEvent.click(button()));

describe('useServerForm', () => {
  it('runs the handler once for a double submit, and flips submitting while it runs', async () => {
    const server = heldServer();
    render(<Probe server={server} />);
    expect(button().dataset.submitting).toBe('false');
    await click();
    await click();
    expect(server.calls).toHaveLength(1);
    expect(button().dataset.submitting).toBe('true');
    await server.answer();
    expect(button().dataset.submitting).toBe('false');
    await click();
    expect(server.calls).toHaveLength(2);
  });

  it("puts the server's field errors on their fields and focuses the first in page order", async () => {
    const server = heldServer();
    render(<Probe server={server} />);
    await click();
    await server.answer(new Refusal({ city: 'Unknown city', nope: 'not a field' }));
    expect(screen.getByText('Unknown city')).toBeTruthy();
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(button().dataset.submitting).toBe('false');
  });

  it('shows a failure that names no field of the form as the form error, cleared on the next submit', async () => {
    const server = heldServer();
    render(<Probe server={server} />);
    await click();
    await server.answer(new Refusal({ nope: 'not a field' }));
    expect(screen.getByTestId('form-error').textContent).toBe('form: refused');
    await click();
    expect(screen.queryByTestId('form-error')).toBeNull();
    await server.answer(new Error('down'));
    expect(screen.getByTestId('form-error').textContent).toBe('form: down');
  });

  it('leaves a failure the form handled itself off the fields and the form', async () => {
    const server = heldServer();
    const seen: unknown[] = [];
    render(<Probe server={server} options={{ onError: (error) => seen.push(error) > 0 }} />);
    await click();
    const refusal = new Refusal({ city: 'Unknown city' });
    await server.answer(refusal);
    expect(seen).toEqual([refusal]);
    expect(screen.queryByText('Unknown city')).toBeNull();
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});
