/** The account group (§7): every method, mounted from the files that implement them. */
import type { FastifyInstance } from 'fastify';
import { registerContactMethods } from './contact-methods.ts';
import { registerProfileMethods } from './profile-methods.ts';
import { registerReadMethods } from './read-methods.ts';
import { registerResponsibleGamingMethods } from './responsible-gaming-methods.ts';
import { registerSecurityMethods } from './security-methods.ts';

/** Mounts every account method. */
export function registerAccountGroup(app: FastifyInstance): void {
  registerReadMethods(app);
  registerContactMethods(app);
  registerSecurityMethods(app);
  registerProfileMethods(app);
  registerResponsibleGamingMethods(app);
}
