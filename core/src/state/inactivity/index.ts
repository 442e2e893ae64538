export type { InactivityPhase } from './inactivity-phase.ts';
export { WARNING_SHARE, inactivityPhase, isInactivityActive } from './inactivity-phase.ts';
export type { InactivityDeps, InactivityState, InactivityStore } from './inactivity-store.ts';
export { createInactivityStore } from './inactivity-store.ts';
