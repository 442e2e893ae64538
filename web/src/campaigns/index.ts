/** Campaign popups (§2.3): the dialog the registration queue and `#popup-preview` open. */
export { CampaignPopupDialog } from './CampaignPopupDialog.tsx';
