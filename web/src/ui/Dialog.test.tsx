import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DismissReason } from './Dialog.tsx';

afterEach(cleanup);

function Harness(props: { preventClose?: boolean; onDismiss?: (reason: DismissReason) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open ? (
        <Dialog
          title="Withdraw"
          preventClose={props.preventClose}
          onDismiss={(reason) => {
            props.onDismiss?.(reason);
            setOpen(false);
          }}
        >
          <input aria-label="Amount" />
          <button type="button">Confirm</button>
        </Dialog>
      ) : null}
    </>
  );
}

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('Dialog (DESIGN §7: dialogs trap focus and restore it; Escape and overlay per §4)', () => {
  it('moves focus in, keeps Tab and Shift+Tab inside, and gives focus back on close', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(document.activeElement).toBe(close);

    confirm.focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(confirm);

    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape and on an overlay click, reporting why', () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onDismiss).toHaveBeenLastCalledWith('escape');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByTestId('dialog-overlay'));
    expect(onDismiss).toHaveBeenLastCalledWith('overlay');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click inside the dialog is not an overlay click', () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('textbox', { name: 'Amount' }));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('preventClose: Escape and overlay do nothing and there is no close button', () => {
    const onDismiss = vi.fn();
    render(<Harness preventClose onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('dialog-overlay'));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('locks page scroll while open and restores it after', () => {
    render(<Harness />);
    document.documentElement.style.overflow = 'auto';
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(document.documentElement.style.overflow).toBe('auto');
  });
});
