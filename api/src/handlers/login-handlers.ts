import { webUserLogin, webUserLogout } from '@ciao/shared/contracts';
import { logIn } from '../auth/log-in';
import { clearSessionCookie } from '../auth/session-cookie';
import { deleteSession } from '../auth/sessions';
import { parameterInvalid } from '../http/api-failure';
import { defineRoute } from '../http/define-route';

// Password, account state, age, consents and the device limit: auth/log-in.ts.
export const loginRoute = defineRoute(webUserLogin, async (context) => {
  const account = await logIn(context, context.params.email, context.params.password);
  return { code: 0 as const, account };
});

export const logoutRoute = defineRoute(webUserLogout, async ({ params, api, reply, requireReader }) => {
  const reader = requireReader();
  if (params.target_user_id !== reader.user_id) throw parameterInvalid('target_user_id is not the signed-in user');
  await deleteSession(api.db, reader.token_hash);
  clearSessionCookie(reply, api.cookie);
  return { code: 0 as const };
});
