/** The loyalty programme's shared parts: data hooks, standing, cards, the purchase flow, popups. */
export { buyFailure, type BuyFailure } from './buy-failure.ts';
export { CharacterChangeConfirmDialog, CharacterChangeDialog } from './CharacterDialogs.tsx';
export { LevelLadder, type LevelLadderProps } from './LevelLadder.tsx';
export { loyaltyErrorText } from './loyalty-error-text.ts';
export {
  levelPoints,
  levelStanding,
  questPercent,
  type LevelStanding,
} from './loyalty-standing.ts';
export { NoticeList, type NoticeListProps } from './NoticeList.tsx';
export { PointsAmount, type PointsAmountProps } from './PointsAmount.tsx';
export { ProductCard, type ProductCardProps } from './ProductCard.tsx';
export { QuestDialog } from './QuestDialog.tsx';
export { QuestList, type QuestListProps } from './QuestList.tsx';
export { rememberQuests, shownQuest } from './quest-memory.ts';
export { ShopBuyDialog, ShopConfirmDialog, ShopInsufficientDialog } from './ShopDialogs.tsx';
export { StatusCard, type StatusCardProps } from './StatusCard.tsx';
export { useBuyProduct } from './use-buy-product.ts';
export {
  CHARACTERS_PAGE,
  PROGRAMS_PAGE,
  SHOP_PAGE,
  useCharacters,
  useLoyaltyFeatures,
  useLoyaltyInfo,
  useLoyaltyNotices,
  useLoyaltyRefresh,
  usePrograms,
  useProducts,
  useProgram,
  type LoyaltyFeatures,
} from './use-loyalty.ts';
