/** The loyalty programme's shared parts: data hooks, standing, cards, the purchase flow, popups. */
export { type BuyFailure } from './buy-failure.ts';
export { LevelLadder, type LevelLadderProps } from './LevelLadder.tsx';
export { type LevelStanding } from './loyalty-standing.ts';
export { NoticeList, type NoticeListProps } from './NoticeList.tsx';
export { PointsAmount, type PointsAmountProps } from './PointsAmount.tsx';
export { ProductCard, type ProductCardProps } from './ProductCard.tsx';
export { QuestList, type QuestListProps } from './QuestList.tsx';
export { StatusCard, type StatusCardProps } from './StatusCard.tsx';
export { useBuyProduct } from './use-buy-product.ts';
export {
  useLoyaltyFeatures,
  useLoyaltyInfo,
  useLoyaltyNotices,
  usePrograms,
  useProducts,
  useProgram,
  type LoyaltyFeatures,
} from './use-loyalty.ts';
