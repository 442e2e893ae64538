/** The events group (§7). */
export { registerEventsGroup, EVENTS_PER_MINUTE } from './events-group.ts';
