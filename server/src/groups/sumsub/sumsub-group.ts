/**
 * The sumsub group (§7 identity verification), backed by the demo verifier (src/demo-kyc):
 * - createApplicant answers the player's applicant, creating it on the first call;
 * - getAccessToken answers a short-lived token for the verifier page (creating the applicant
 *   if needed), bound to the player and, when given, to one `externalActionId`.
 * Both need a signed-in player and the CMS flag `functional.isSumsubEnable` of the request's
 * locale (AccessDeniedException while the operator has verification switched off).
 */
import type { FastifyInstance } from 'fastify';
import { sumsub } from '@croupier/core/contract';
import { DEFAULT_LOCALE } from '../../content/locales.ts';
import {
  ensureApplicant,
  externalUserId,
  issueAccessToken,
  KYC_TOKENS_PER_HOUR,
} from '../../demo-kyc/index.ts';
import { ServerError } from '../../errors.ts';
import { registerMethod } from '../../http/api-router.ts';

/** Mounts sumsub.createApplicant and sumsub.getAccessToken. */
export function registerSumsubGroup(app: FastifyInstance): void {
  const assertEnabled = (locale: string): void => {
    const config = app.cms.configs.get(locale) ?? app.cms.configs.get(DEFAULT_LOCALE);
    if (!config?.functional.isSumsubEnable) {
      throw new ServerError('AccessDeniedException', 'Identity verification is not available');
    }
  };

  registerMethod(app, sumsub.createApplicant, async ({ db, requireUser, locale }) => {
    const user = requireUser();
    assertEnabled(locale);
    const applicant = await ensureApplicant(db, user.id);
    return { applicant_id: applicant.id, level_name: applicant.levelName };
  });

  registerMethod(
    app,
    sumsub.getAccessToken,
    async ({ params, db, requireUser, locale }) => {
      const user = requireUser();
      assertEnabled(locale);
      const applicant = await ensureApplicant(db, user.id);
      const { token, expiresIn } = await issueAccessToken(db, {
        userId: user.id,
        applicantId: applicant.id,
        externalActionId: params.externalActionId ?? null,
      });
      return { token, user_id: externalUserId(user.id), expires_in: expiresIn };
    },
    {
      rateLimit: {
        rule: { limit: KYC_TOKENS_PER_HOUR, windowSeconds: 3600 },
        key: ({ user }) => `kyc-token:${user?.id}`,
        message: 'Too many verification attempts. Try again later.',
      },
    },
  );
}
