export { detectPlatformKind } from './detect-platform-kind.ts';
export type { PlatformKind } from './detect-platform-kind.ts';
