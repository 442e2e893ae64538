export { loyaltyProgress } from './loyalty-progress.ts';
export type {
  LoyaltyNoticeDeps,
  LoyaltyNoticeState,
  LoyaltyNoticeStore,
} from './loyalty-notice-store.ts';
export {
  DEFAULT_NOTICE_DURATION_SECONDS,
  DEFAULT_NOTICE_SOUND_VOLUME,
  createLoyaltyNoticeStore,
} from './loyalty-notice-store.ts';
