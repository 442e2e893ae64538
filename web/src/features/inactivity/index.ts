/** Forced logout after inactivity (§4) and its warning popup. */
export { InactivityWarningDialog } from './InactivityWarningDialog.tsx';
export { inactivityStoreOf, startInactivity, type InactivityTexts } from './inactivity-service.ts';
