/**
 * Test support shared by core's and the server's suites (never imported by app code: it pulls
 * in fast-check, a dev dependency).
 */
export { hostileAddress } from './hostile-address.ts';
export { inAppPathProblem } from './in-app-path-problem.ts';
export { normalInAppPath } from './normal-in-app-path.ts';
