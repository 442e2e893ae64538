/** The campaigns group (§7). */
export { registerCampaignsGroup } from './campaigns-group.ts';
