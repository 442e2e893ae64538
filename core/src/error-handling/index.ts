export * from './error-types.ts';
