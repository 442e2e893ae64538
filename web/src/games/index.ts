/** The game hall's shared parts: grid, cards, search, favourites, history, game addresses. */
export { DemoModeDialog } from './DemoModeDialog.tsx';
export { FavouriteButton, type FavouriteButtonProps } from './FavouriteButton.tsx';
export { FreespinBadge } from './FreespinBadge.tsx';
export { GameCard, type GameCardProps } from './GameCard.tsx';
export { GAME_FRAME_SANDBOX, GameFrame, type GameFrameProps } from './GameFrame.tsx';
export { GameGrid, type GameGridProps } from './GameGrid.tsx';
export { GameHistory } from './GameHistory.tsx';
export { GamesSearchDialog, SEARCH_LIMIT, SEARCH_MEASURES } from './GamesSearchDialog.tsx';
export {
  createGamePager,
  type GamePager,
  type GamePage,
  type FetchGamePage,
} from './game-pager.ts';
export { gameFrameUrl, gamePath, modeFromQuery, type GameMode } from './game-path.ts';
export { gridLayout } from './grid-layout.ts';
export {
  HALL_SORTS,
  hallHref,
  parseHallQuery,
  type HallQuery,
  type HallSort,
} from './hall-query.ts';
export {
  createSearchIndex,
  foldText,
  searchGames,
  type SearchIndex,
  type SearchResult,
} from './search-index.ts';
export { gamePagerFor, HALL_PAGE_SIZE, useGamePager } from './use-game-pager.ts';
export { useFrameAction } from './use-frame-action.ts';
export { SHELL_EDGE_ATTRIBUTE, useFrameFit, type FrameFit } from './use-frame-fit.ts';
export { useFrameToken, type FrameToken } from './use-frame-token.ts';
export { useFullscreen, type Fullscreen } from './use-fullscreen.ts';
export { loadSearchIndex, useSearchIndex } from './use-search-index.ts';
