export { inProcessJobLock, jobLockFor, type JobLock } from './job-lock.ts';
export { startClock } from './clock.ts';
export { registerHousekeeping } from './housekeeping.ts';
