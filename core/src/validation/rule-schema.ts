/**
 * Bridges rules to zod/mini schemas for react-hook-form resolvers and the server: the zod
 * issue's message is the rule's message key and its `params` carry the interpolation values,
 * so every side renders the same text through `formatMessage`.
 */
import * as z from 'zod/mini';
import type { Rule } from './validation-issue.ts';

/** A string schema that fails with the rule's issue (message = key, params = params). */
export function ruleSchema(rule: Rule<string>): z.ZodMiniString<string> {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const found = rule(value);
      if (found)
        ctx.addIssue({ code: 'custom', message: found.key, params: found.params, input: value });
    }),
  );
}

/** Any base schema refined by a rule over its parsed value (numbers, booleans, …). */
export function refineWith<S extends z.ZodMiniType>(schema: S, rule: Rule<z.output<S>>): S {
  return schema.check(
    z.superRefine((value: z.output<S>, ctx) => {
      const found = rule(value);
      if (found)
        ctx.addIssue({ code: 'custom', message: found.key, params: found.params, input: value });
    }),
  ) as S;
}
