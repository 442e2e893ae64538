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

/**
 * What a client needs of a method at run time — no schemas, so no zod in a client bundle
 * (DESIGN §9). The definition rides along as a phantom type for the params and result; the
 * generated `refs.gen.ts` holds one per method, and a full `MethodDef` is a `MethodRef` too.
 */
export interface MethodRef<M extends MethodDef = MethodDef> {
  readonly group: M['group'];
  readonly name: M['name'];
  readonly verb: Verb;
  readonly path: M['path'];
  readonly idempotent: boolean;
  /** Phantom: never set at run time; it only carries `M` for `ParamsIn` and `ResultOf`. */
  readonly '~def'?: M;
}

/** The definition behind a method reference (a `MethodDef` is its own). */
export type DefOf<M extends MethodRef> = [M] extends [MethodDef] ? M : NonNullable<M['~def']>;

/** Parameters a caller passes (before wire coercion). */
export type ParamsIn<M extends MethodRef> = z.input<DefOf<M>['params']>;

/** Parameters as the server sees them after validation and coercion. */
export type ParamsOut<M extends MethodRef> = z.output<DefOf<M>['params']>;

/** The unwrapped `data` of a successful answer. */
export type ResultOf<M extends MethodRef> = z.output<DefOf<M>['result']>;

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
