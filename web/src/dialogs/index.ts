/** Named popups: their registry and the binding helper. */
export { lazyDialog, type DialogBinding, type DialogContentProps } from './dialog-binding.ts';
export { DIALOGS } from './registry.ts';
