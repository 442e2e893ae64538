/** The player's profile: its frame and sections (§2.2 `/profile/*`). */
export { ProfileLayout, type ProfileLayoutProps, type ProfileSection } from './ProfileLayout.tsx';
