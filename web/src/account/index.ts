/** The player's account for the profile screens: data hooks, contacts, form values and texts. */
export { AccountSection, type AccountSectionProps } from './AccountSection.tsx';
export {
  accountErrorText,
  accountFieldErrors,
  accountReasonText,
  twoFactorCodeText,
} from './account-error-text.ts';
export { ContactCard, type ContactCardProps } from './ContactCard.tsx';
export { contactLabel } from './contact-label.ts';
export { fillProfileQuery, type FillProfileQuery } from './fill-profile-query.ts';
export {
  displayDateOf,
  isoDateOf,
  profileFormFields,
  profileFormValues,
  profileSavePayload,
  type ProfileFormValues,
} from './profile-values.ts';
export { useAccountRefresh, useProfile } from './use-account.ts';
