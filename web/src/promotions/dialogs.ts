/** The promotion popups (§2.3), loaded together by the dialog registry. */
export { PromoCodeActivatedDialog } from './PromoCodeActivatedDialog.tsx';
export { PromotionDetailsDialog } from './PromotionDetailsDialog.tsx';
