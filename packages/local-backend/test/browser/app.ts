/// <reference lib="dom" />
// The tiny app the browser check serves: sign up on `/`, land on `/callback`.
import { createBrowserClient } from '@supabase/ssr';

declare global {
  interface Window {
    BACKEND: { url: string; anonKey: string };
  }
}

const { url, anonKey } = window.BACKEND;
const supabase = createBrowserClient(url, anonKey);
const status = document.getElementById('status') as HTMLElement;

if (location.pathname === '/callback') {
  // detectSessionInUrl exchanges ?code= for a session on load; the client then drops it.
  supabase.auth.getSession().then(({ data, error }) => {
    status.textContent = data.session
      ? `Signed in as ${data.session.user.email}`
      : `No session: ${error?.message ?? 'none'}`;
  });
} else {
  document.getElementById('signup')?.addEventListener('submit', async (event) => {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const { error } = await supabase.auth.signUp({
      email: String(form.get('email')),
      password: String(form.get('password')),
      options: { emailRedirectTo: `${location.origin}/callback` },
    });
    status.textContent = error ? `Error: ${error.message}` : 'Check your inbox';
  });
}
