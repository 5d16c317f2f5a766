import { z } from 'zod';
import { webUserLogin } from '@ciao/shared';

const { email, password } = webUserLogin.params.shape;

/**
 * The login form's rules are the login call's own (both required, the server's lengths);
 * the email is trimmed first, as the reader cannot see the spaces they typed.
 */
export const loginFormSchema = z.object({
  email: z.string().trim().pipe(email),
  password,
});
