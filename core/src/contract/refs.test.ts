import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MethodDef, MethodRef, ParamsIn, ResultOf } from './define.ts';
import { account, cashier, groups, type auth } from './index.ts';
import * as refs from './refs.gen.ts';
import { refsSource } from './refs-source.ts';

const generated = new URL('./refs.gen.ts', import.meta.url);

const isMethodDef = (v: unknown): v is MethodDef =>
  typeof v === 'object' && v !== null && 'path' in v && 'params' in v;

describe('method refs (refs.gen.ts)', () => {
  it('is up to date with the contract (run `pnpm --filter @croupier/core gen:refs`)', () => {
    expect(readFileSync(generated, 'utf8')).toBe(refsSource(groups));
  });

  it('holds exactly one ref per contract method, equal to its definition at run time', () => {
    expect(Object.keys(refs).sort()).toEqual(Object.keys(groups).sort());
    for (const [group, mod] of Object.entries(groups)) {
      const defs = Object.entries(mod).filter(([, v]) => isMethodDef(v));
      const groupRefs = refs[group as keyof typeof refs] as Record<string, MethodRef>;
      expect(Object.keys(groupRefs).sort(), group).toEqual(defs.map(([key]) => key).sort());
      for (const [key, def] of defs as [string, MethodDef][]) {
        const { group: g, name, verb, path, idempotent } = def;
        expect(groupRefs[key], `${group}.${key}`).toStrictEqual({
          group: g,
          name,
          verb,
          path,
          idempotent,
        });
      }
    }
  });

  it('carries the idempotent flag of money moves (cashier.makedeposit)', () => {
    expect(refs.cashier.makedeposit).toMatchObject({
      verb: 'POST',
      path: '/api/cashier/makedeposit',
      idempotent: cashier.makedeposit.idempotent,
    });
    expect(refs.cashier.makedeposit.idempotent).toBe(true);
  });

  it('imports nothing at run time, so importing it pulls no zod', () => {
    const imports = readFileSync(generated, 'utf8')
      .split('\n')
      .filter((line) => /^\s*(import|export .* from)\b/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });

  it('refuses a group whose method is exported under another name', () => {
    expect(() => refsSource({ account: { other: account.getInfo } })).toThrow(
      'account.other declares account.getInfo',
    );
  });

  it('types params and result from the definition', () => {
    expectTypeOf<ParamsIn<typeof refs.auth.login>>().toEqualTypeOf<ParamsIn<typeof auth.login>>();
    expectTypeOf<ResultOf<typeof refs.account.getInfo>>().toEqualTypeOf<
      ResultOf<typeof account.getInfo>
    >();
    expectTypeOf(refs.account.getInfo.path).toEqualTypeOf<'/api/account/getInfo'>();
    // A full definition is a ref too.
    expectTypeOf(account.getInfo).toExtend<MethodRef>();
    expectTypeOf(account.getInfo).toExtend<MethodRef<typeof account.getInfo>>();
  });
});
