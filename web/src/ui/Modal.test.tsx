import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Curtain } from './Curtain.tsx';
import { Dialog } from './Dialog.tsx';
import type { DismissReason, ModalLayerProps } from './Modal.tsx';

afterEach(cleanup);

// The modal rules live once in Modal; each kind of layer is checked, so a kind that stops
// passing them on (or a Modal that breaks them) fails here.
const kinds: [string, ComponentType<ModalLayerProps>][] = [
  ['Dialog', Dialog],
  ['Curtain', Curtain],
];

describe.each(kinds)(
  '%s (DESIGN §7: modal layers trap focus and restore it; Escape and overlay per §4)',
  (_name, Layer) => {
    function Harness(props: {
      preventClose?: boolean;
      onDismiss?: (reason: DismissReason) => void;
    }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <button type="button">Behind</button>
          {open ? (
            <Layer
              title="Withdraw"
              preventClose={props.preventClose}
              onDismiss={(reason) => {
                props.onDismiss?.(reason);
                setOpen(false);
              }}
            >
              <input aria-label="Amount" />
              <button type="button">Confirm</button>
            </Layer>
          ) : null}
        </>
      );
    }

    const tab = (shiftKey = false) =>
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    // The overlay is the element the panel sits in; it has no role of its own.
    const overlay = () => screen.getByRole('dialog').parentElement!;

    it('is a modal dialog named by its title, portalled out of the page', () => {
      const { container } = render(<Harness />);
      open();
      const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(container.contains(dialog)).toBe(false);
    });

    it('moves focus in, keeps Tab and Shift+Tab inside, and gives focus back on close', () => {
      render(<Harness />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);

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
      open();
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(onDismiss).toHaveBeenLastCalledWith('escape');
      expect(screen.queryByRole('dialog')).toBeNull();

      open();
      fireEvent.click(overlay());
      expect(onDismiss).toHaveBeenLastCalledWith('overlay');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('a click inside the panel is not an overlay click', () => {
      const onDismiss = vi.fn();
      render(<Harness onDismiss={onDismiss} />);
      open();
      fireEvent.click(screen.getByRole('textbox', { name: 'Amount' }));
      fireEvent.click(screen.getByRole('dialog'));
      expect(onDismiss).not.toHaveBeenCalled();
    });

    it('preventClose: Escape and overlay do nothing and there is no close button', () => {
      const onDismiss = vi.fn();
      render(<Harness preventClose onDismiss={onDismiss} />);
      open();
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      fireEvent.click(overlay());
      expect(onDismiss).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Withdraw' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    });

    it('locks page scroll while open and restores it after', () => {
      render(<Harness />);
      document.documentElement.style.overflow = 'auto';
      open();
      expect(document.documentElement.style.overflow).toBe('hidden');
      act(() => {
        fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      });
      expect(document.documentElement.style.overflow).toBe('auto');
    });
  },
);
