// Signing in: a token pasted in (first, since what a new server gives is its admin token), or a user
// name and password (the password grant).
import { useState } from 'preact/hooks';
import { openSession, signInWithPassword, type Session } from '../session.js';
import { Field, html, ProblemView } from '../ui.js';

export function SignIn(props: { onSession(s: Session): void; error?: unknown }) {
  const [mode, setMode] = useState<'password' | 'token'>('token');
  const [error, setError] = useState<unknown>(props.error);
  // A refusal belongs to the form that was sent: another form starts clean.
  const choose = (next: 'password' | 'token') => {
    setMode(next);
    setError(undefined);
  };
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    const form = new FormData(e.target as HTMLFormElement);
    setBusy(true);
    setError(undefined);
    try {
      props.onSession(
        mode === 'password'
          ? await signInWithPassword(String(form.get('username')), String(form.get('password')))
          : await openSession(String(form.get('token')).trim()),
      );
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return html`<main class="sign-in" id="main">
    <h1>Sign in to the insuite console</h1>
    <fieldset class="choice">
      <legend>Sign in with</legend>
      <label
        ><input type="radio" name="mode" checked=${mode === 'token'} onChange=${() => choose('token')} /> A
        token</label
      >
      <label
        ><input
          type="radio"
          name="mode"
          checked=${mode === 'password'}
          onChange=${() => choose('password')}
        />
        User name and password</label
      >
    </fieldset>
    <form onSubmit=${submit}>
      ${
        mode === 'password'
          ? html`<${Field} label="User name"
                >${(id: string) =>
                  html`<input id=${id} name="username" autocomplete="username" required />`}<//
              >
              <${Field} label="Password"
                >${(id: string) =>
                  html`<input
                    id=${id}
                    name="password"
                    type="password"
                    autocomplete="current-password"
                    required
                  />`}<//
              >`
          : html`<${Field}
              label="Token"
              hint="An auth token (ist_…) or a sign-in token (iso_…); on a new server, the admin token its first start printed and saved (data/admin-token). It stays in this tab only."
              >${(id: string) =>
                html`<input id=${id} name="token" type="password" autocomplete="off" required />`}<//
            >`
      }
      <button type="submit" disabled=${busy}>Sign in</button>
    </form>
    <${ProblemView} error=${error} />
  </main>`;
}
