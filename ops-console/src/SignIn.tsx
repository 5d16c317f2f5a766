import { type FormEvent, useState } from 'react';
import { OpsApiError, opsApi } from './ops-api';

export function SignIn({ onSignedIn }: { onSignedIn: (user: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const { user } = await opsApi.signIn(String(form.get('user') ?? ''), String(form.get('password') ?? ''));
      onSignedIn(user);
    } catch (caught) {
      if (caught instanceof OpsApiError && caught.status === 429) {
        setError(`Too many wrong passwords. Try again in ${caught.retryAfterSeconds ?? 'a few'} seconds.`);
      } else if (caught instanceof OpsApiError && caught.status === 401) {
        setError('Wrong user or password.');
      } else {
        setError('The sign-in failed. Try again.');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="sign-in">
      <h1>Ops console</h1>
      <form onSubmit={submit} aria-describedby={error ? 'sign-in-error' : undefined}>
        <label htmlFor="user">User</label>
        <input id="user" name="user" autoComplete="username" required defaultValue="ops" />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        {error && (
          <p id="sign-in-error" role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
