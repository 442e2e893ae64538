/** The banners group (§7). */
export { registerBannersGroup } from './banners-group.ts';
