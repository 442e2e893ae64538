import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../test-support/test-platform.ts';
import { withPlatform } from '../test-support/with-platform.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';

afterEach(cleanup);

const PATH = '/api/support/sendFeedback';

/** A refusal in §8's envelope with HTTP `status`. */
const refusal = (status: number, data: Record<string, unknown>) => () =>
  new Response(JSON.stringify({ statusCode: status, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function fillIn() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  type('Your name', 'Ann');
  type('E-mail', 'ann@example.com');
  type('Subject', 'Withdrawal');
  type('Message', 'Where is my money?');
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const sent = (requests: string[]) => requests.filter((p) => p === PATH).length;

describe('the feedback form', () => {
  it('checks the fields before sending anything', async () => {
    const env = testPlatform({ answers: { [PATH]: { data: true } } });
    render(withPlatform(env.platform, <FeedbackForm />));
    send();
    await waitFor(() =>
      expect(screen.getByLabelText('Subject', { exact: false }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(sent(env.requests)).toBe(0);
  });

  it("puts the server's field reason on its field, with no notice", async () => {
    const env = testPlatform({
      answers: {
        [PATH]: refusal(422, {
          type: 'InvalidParameterException',
          message: 'Invalid parameters',
          invalid_parameters: { email: 'Wrong email address' },
        }),
      },
    });
    render(withPlatform(env.platform, <FeedbackForm />));
    fillIn();
    send();
    expect(await screen.findByText('Wrong email address')).toBeTruthy();
    const email = screen.getByLabelText('E-mail', { exact: false });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
    // The field's error is the only alert: no form-level notice.
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      'Wrong email address',
    ]);
  });

  it('shows the reasons of its fields on them and the rest in a notice', async () => {
    const env = testPlatform({
      answers: {
        [PATH]: refusal(422, {
          type: 'InvalidParameterException',
          message: 'Invalid parameters',
          invalid_parameters: { subject: 'Too long', locale: 'Unknown' },
        }),
      },
    });
    render(withPlatform(env.platform, <FeedbackForm />));
    fillIn();
    send();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
        'Too long',
        'Invalid parameters',
      ]),
    );
  });

  it('says to wait an hour when the limit is reached', async () => {
    const env = testPlatform({
      answers: {
        [PATH]: refusal(429, { type: 'TooManyRequestsException', message: 'Too many messages.' }),
      },
    });
    render(withPlatform(env.platform, <FeedbackForm />));
    fillIn();
    send();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please wait an hour before writing again',
    );
  });

  it('sends once however often it is tapped, then thanks the player', async () => {
    let answer: (response: unknown) => void = () => {};
    const env = testPlatform({
      answers: { [PATH]: () => new Promise((resolve) => (answer = resolve)) },
    });
    render(withPlatform(env.platform, <FeedbackForm />));
    fillIn();
    send();
    await waitFor(() => expect(sent(env.requests)).toBe(1));
    send();
    send();
    answer({ data: true });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Thank you! Your message is sent.',
    );
    expect(sent(env.requests)).toBe(1);
  });
});
