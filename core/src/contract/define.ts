import type * as z from 'zod/mini';

/** HTTP verb of a contract method: reads are GET, writes are POST (DESIGN §2). */
export type Verb = 'GET' | 'POST';

/** Who may call a method: anyone, only a signed-in player, or only a guest. */
export type Access = 'any' | 'user' | 'guest';

/** One method of the operator API, declared once and shared by the client and the server. */
export interface MethodDef<
  G extends string = string,
  N extends string = string,
  P extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly group: G;
  readonly name: N;
  readonly verb: Verb;
  /** `/api/{group}/{method}` */
  readonly path: `/api/${G}/${N}`;
  /** Wire parameters (query for GET, form data for POST); see `wire.ts` for encodings. */
  readonly params: P;
  /** The payload inside `{data}` of a successful answer. */
  readonly result: R;
  readonly access: Access;
  /** True when the call takes an `Idempotency-Key` header (money moves: cashier). */
  readonly idempotent: boolean;
  /** One line for people reading the contract (and the generated docs). */
  readonly doc: string;
}

/** Parameters a caller passes (before wire coercion). */
export type ParamsIn<M extends MethodDef> = z.input<M['params']>;
/** Parameters as the server sees them after validation and coercion. */
export type ParamsOut<M extends MethodDef> = z.output<M['params']>;
/** The unwrapped `data` of a successful answer. */
export type ResultOf<M extends MethodDef> = z.output<M['result']>;

/** Declares a contract method. The group name is spelled exactly as in spec §7. */
export function defineMethod<
  const G extends string,
  const N extends string,
  P extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(def: {
  group: G;
  name: N;
  verb: Verb;
  params: P;
  result: R;
  access?: Access;
  idempotent?: boolean;
  doc: string;
}): MethodDef<G, N, P, R> {
  return {
    access: 'any',
    idempotent: false,
    ...def,
    path: `/api/${def.group}/${def.name}`,
  };
}
