export { applySignIn } from './apply-sign-in.ts';
export {
  NOT_REGISTERED_REASON,
  createTelegramSession,
  isNotRegistered,
  type SignInOutcome,
  type TelegramRegistrationInput,
  type TelegramSession,
} from './telegram-session.ts';
