/** The tournaments group (§7): get, participate. */
export { registerTournamentsGroup } from './tournaments-group.ts';
export { listTournaments, statusAt, TOURNAMENT_IMAGE_BOX } from './tournament-list.ts';
