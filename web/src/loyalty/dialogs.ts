/** The loyalty popups (§2.3: shop, quest, character), loaded together by the dialog registry. */
export { CharacterChangeConfirmDialog, CharacterChangeDialog } from './CharacterDialogs.tsx';
export { QuestDialog } from './QuestDialog.tsx';
export { ShopBuyDialog, ShopConfirmDialog, ShopInsufficientDialog } from './ShopDialogs.tsx';
