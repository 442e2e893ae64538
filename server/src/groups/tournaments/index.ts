/** The tournaments group (§7): get, participate. */
export { registerTournamentsGroup } from './tournaments-group.ts';
