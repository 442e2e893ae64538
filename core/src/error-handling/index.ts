export * from './error-types.ts';
export * from './two-factor.ts';
