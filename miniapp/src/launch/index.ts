export {
  LAUNCH_STORAGE_KEY,
  launchQueryOf,
  parseLaunchQuery,
  readLaunchData,
  sdkLaunchQuery,
  type LaunchData,
  type LaunchStorage,
  type LaunchUser,
} from './launch-data.ts';
export { parseStartParam, type StartAction } from './start-param.ts';
export { stripLaunchHash } from './strip-launch-hash.ts';
export { adoptEarlyRequests, takeEarlyRequests, type EarlyRequest } from './early-requests.ts';
