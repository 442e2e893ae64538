import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SaveOutcome } from './SaveOutcome.tsx';

afterEach(cleanup);

describe('the outcome of a responsible-gaming save', () => {
  it('shows nothing before a save', () => {
    const { container } = render(<SaveOutcome saved={null} error={null} />);
    expect(container.childNodes).toHaveLength(0);
  });

  it('reads the saved setting out quietly and announces a refusal', () => {
    render(<SaveOutcome saved="Limit saved" error="Too high" />);
    expect(screen.getByRole('status').textContent).toBe('Limit saved');
    expect(screen.getByRole('alert').textContent).toBe('Too high');
  });
});
