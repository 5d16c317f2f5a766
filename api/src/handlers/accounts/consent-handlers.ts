import { type ConsentName, CONSENT_VERSIONS, webUserAgreements, webUserTerms } from '@ciao/shared/contracts';
import { logIn } from '../../auth/log-in';
import { defineRoute } from '../../http/define-route';

type VersionParams = Partial<Record<ConsentName, number>>;

/** The version the reader saw of each document this call covers (the current one when not given). */
function accepted(names: readonly ConsentName[], params: VersionParams): VersionParams {
  return Object.fromEntries(names.map((name) => [name, params[name] ?? CONSENT_VERSIONS[name]]));
}

/** POST /web/user/terms: the terms of service for the reader's age, then login (contract: web-user-terms.ts). */
export const termsRoute = defineRoute(webUserTerms, async (context) => {
  const { params } = context;
  const account = await logIn(context, params.email, params.password, (group) =>
    accepted([group === 'adult' ? 'terms_of_service_adult' : 'terms_of_service_minor'], params),
  );
  return { code: 0 as const, account };
});

/** POST /web/user/agreements: every consent the reader's age needs, then login (contract: web-user-agreements.ts). */
export const agreementsRoute = defineRoute(webUserAgreements, async (context) => {
  const { params } = context;
  const account = await logIn(context, params.email, params.password, (group) =>
    accepted(group === 'adult' ? ['terms_of_service_adult', 'privacy_policy'] : ['terms_of_service_minor'], params),
  );
  return { code: 0 as const, account };
});
