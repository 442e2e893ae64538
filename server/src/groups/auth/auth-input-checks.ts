/**
 * §5/§8 checks that must answer in the client's own words, run on the raw input before the
 * contract's schema (which would otherwise answer first with a generic schema message):
 * a two-factor code that is not 6 digits, and the fields of a form registration.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auth } from '@croupier/core/contract';
import { TWO_FACTOR_MESSAGES } from '@croupier/core/error-handling';
import { ServerError } from '../../errors.ts';
import { refuseFields } from '../../http/refuse-fields.ts';
import { registrationFieldErrors } from '../../auth/index.ts';

function rawInput(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...query, ...fields };
}

/** Adds the hook (scoped by route URL to auth.login and auth.register). */
export function registerAuthInputChecks(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url;
    if (request.method !== 'POST' || (url !== auth.login.path && url !== auth.register.path)) {
      return;
    }
    const input = rawInput(request);
    if (input.is_tg === '1') return;
    if (url === auth.login.path) {
      const code = input.code;
      if (code !== undefined && !(typeof code === 'string' && /^\d{6}$/.test(code))) {
        throw new ServerError('InvalidParameterException', TWO_FACTOR_MESSAGES.digitsCount, {
          invalidParameters: { code: TWO_FACTOR_MESSAGES.digitsCount },
        });
      }
      return;
    }
    const errors = registrationFieldErrors(input);
    if (Object.keys(errors).length > 0) {
      throw refuseFields(errors, { message: 'Invalid parameters' });
    }
  });
}
