export {
  CONFIRMATION_HINT_MS,
  CONFIRM_SENT_KEY,
  DAY_MS,
  REGISTRATION_HINT_HIDDEN_KEY,
  REGISTRATION_HINT_MS,
  loginContact,
  regTimeMs,
  showsConfirmationHint,
  showsRegistrationHint,
} from './hints.ts';
