/** The events group (§7). */
export { registerEventsGroup } from './events-group.ts';
