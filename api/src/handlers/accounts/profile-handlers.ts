import { accountMailOptOut, accountProfileUpdate, getAccountProfile, RESPONSE_CODES } from '@ciao/shared/contracts';
import { ApiFailure } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { mailOptOutOf, saveMailOptOut, saveProfile } from '../../queries/accounts/account-profile';
import { toAccount } from '../account-handlers';
import { normalizeText } from './signup-rules';

/** GET /account/profile (contract: account-profile.ts). */
export const accountProfileRoute = defineRoute(getAccountProfile, async ({ api, requireReader }) => {
  const reader = requireReader();
  return { account: toAccount(reader), mail_opt_out: await mailOptOutOf(api.db, reader.account_id) };
});

/** POST /account/profile (contract: account-profile-update.ts). */
export const accountProfileUpdateRoute = defineRoute(accountProfileUpdate, async ({ params, api, requireReader }) => {
  const reader = requireReader();
  const nickname = normalizeText(params.name);
  if (nickname.length === 0) throw new ApiFailure(RESPONSE_CODES.PARAMETER_INVALID, 'invalid param name: empty');
  await saveProfile(api.db, reader.account_id, nickname, params.sex);
  return { code: 0 as const, account: toAccount({ ...reader, nickname, gender: params.sex }) };
});

/** POST /account/mail/optout (contract: account-mail-opt-out.ts). */
export const accountMailOptOutRoute = defineRoute(accountMailOptOut, async ({ params, api, requireReader }) => {
  const reader = requireReader();
  await saveMailOptOut(api.db, reader.account_id, params.mail_opt_out);
  return { code: 0 as const, mail_opt_out: params.mail_opt_out };
});
