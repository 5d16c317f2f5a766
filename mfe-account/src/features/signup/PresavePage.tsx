import { Navigate } from '@ciao/shared/router';
import { href } from '@ciao/shared';

/**
 * /presave (docs/product-rules.md §2 pre-save): the provisional registration. Here it is the sign-up form,
 * which comes after the age gate (docs/product-rules.md §1), so the address leads to the gate's start and
 * never to a form that skips it.
 */
export function PresavePage() {
  return <Navigate to={href('SIGNUP_PRE')} replace />;
}
