/**
 * `@croupier/core/refs`: the contract's methods as clients call them — group, name, verb, path
 * and idempotent flag, typed from their definitions but free of zod, so a client bundle
 * carries no schema (DESIGN §9). Schemas stay in `@croupier/core/contract` for the server,
 * tests and anyone validating results.
 */
export type { DefOf, MethodRef, ParamsIn, ResultOf, Verb } from './define.ts';
export * from './refs.gen.ts';
