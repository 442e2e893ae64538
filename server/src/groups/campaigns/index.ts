/** The campaigns group (§7). */
export {
  registerCampaignsGroup,
  PROMO_CHECK_PER_IP,
  PROMO_ACTIVATE_PER_PLAYER,
} from './campaigns-group.ts';
