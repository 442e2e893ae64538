/** Background services' types (the data hooks live beside their features, `useApi` in app/). */
export { type Analytics, type AnalyticsParams } from './analytics.ts';
export type { PlatformServices } from './start-services.ts';
