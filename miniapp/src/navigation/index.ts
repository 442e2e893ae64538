export {
  inAppPath,
  miniappNavigation,
  type MiniappNavigation,
  type MiniappNavigationOptions,
} from './miniapp-navigation.ts';
