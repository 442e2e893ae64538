export { advisoryJobLock, inProcessJobLock, jobLockFor, type JobLock } from './job-lock.ts';
export { startClock, type ClockOptions } from './clock.ts';
export { registerHousekeeping, purgeExpiredState, type Purged } from './housekeeping.ts';
