import { describe, expect, it } from 'vitest';
import { createShellStore } from './shell-state.ts';

describe('shell store', () => {
  it('opens the registration sheet for a first-time player and explains it again later', () => {
    const shell = createShellStore();
    shell.unregistered();
    expect(shell.state).toMatchObject({ signIn: 'unregistered', sheet: 'register' });
    shell.closeSheet();
    expect(shell.explain()).toBe(true);
    expect(shell.state.sheet).toBe('register');
    shell.signedIn();
    expect(shell.state).toMatchObject({ signIn: 'signed-in', sheet: 'none' });
    expect(shell.explain()).toBe(false);
  });

  it('a blocked launch opens no sheet and has nothing to explain', () => {
    const shell = createShellStore();
    shell.blocked();
    expect(shell.state).toMatchObject({ signIn: 'blocked', sheet: 'none', error: null });
    expect(shell.explain()).toBe(false);
    expect(shell.state.sheet).toBe('none');
  });

  it('shows the error popup for a failed sign-in; a failed registration keeps the state', () => {
    const shell = createShellStore();
    shell.failed();
    expect(shell.state).toMatchObject({ signIn: 'failed', sheet: 'error', error: null });
    const other = createShellStore();
    other.unregistered();
    other.failed({ title: 'Registration failed', message: 'x' });
    expect(other.state).toMatchObject({ signIn: 'unregistered', sheet: 'error' });
    expect(other.state.error?.title).toBe('Registration failed');
  });
});
