import { isTandemError, toTandemError } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { Banner, Spinner } from '@tandem/ui/feedback';
import { AuthCard } from '@tandem/ui/workspace';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTandem } from '../lib/use-tandem';

/**
 * `/auth/callback`: exchanges the link's PKCE code for a session, then goes on to `next` (or
 * to "set a new password" after a recovery link). A code works once, so the exchange runs
 * as a query: React's development double-render and re-mounts reuse its one result.
 */
export function AuthCallbackPage() {
  const tandem = useTandem();
  const navigate = useNavigate();
  // Captured once: navigating away changes the location, not the link that was opened.
  const [href] = useState(() => window.location.href);
  const exchange = useQuery({
    queryKey: ['auth-callback', href],
    queryFn: () => tandem.auth.handleAuthCallback(href),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    const result = exchange.data;
    if (!result || result.message) return;
    if (result.kind === 'recovery') navigate({ to: '/auth/reset-password', replace: true });
    else navigate({ href: result.next, replace: true });
  }, [exchange.data, navigate]);

  if (exchange.isError) return <CallbackError error={exchange.error} />;
  if (exchange.data?.message) {
    return (
      <AuthCard id="main" title="Almost there" description={exchange.data.message}>
        <Button variant="primary" size="lg" asChild>
          <Link to="/">Continue</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      id="main"
      title="Signing you in…"
      description="One moment."
      logo={<Spinner size="lg" label="Signing you in" />}
      aria-busy="true"
    >
      {null}
    </AuthCard>
  );
}

/**
 * Whether the provider came back with OAuth's `access_denied`: the person pressed Cancel on
 * its consent page. The api-client reports it as `auth/link-invalid` with the OAuth error as
 * the cause. An expired email link says `access_denied` too, but with its own `error_code`
 * (`otp_expired`); a provider's refusal has none, or `provider_error`.
 */
function wasCancelled(error: unknown): boolean {
  if (!isTandemError(error, 'auth/link-invalid')) return false;
  const cause = error.cause as { code?: unknown; error?: unknown } | undefined;
  return (
    cause?.error === 'access_denied' &&
    (cause.code === 'access_denied' || cause.code === 'provider_error')
  );
}

/** `auth/link-invalid` (or whatever else failed) with the ways back. */
function CallbackError({ error }: { error: unknown }) {
  if (wasCancelled(error)) return <SignInCancelled />;
  const tandemError = toTandemError(error);
  const linkInvalid = tandemError.code === 'auth/link-invalid';
  return (
    <AuthCard
      id="main"
      title={linkInvalid ? 'This link can’t be used' : 'We couldn’t sign you in'}
      alert={
        <Banner tone="danger" role="alert">
          {tandemError.message}
          {tandemError.referenceId ? ` Reference: ${tandemError.referenceId}.` : null}
        </Banner>
      }
      footer={
        <>
          Forgot your password?{' '}
          <Button variant="link" asChild>
            <Link to="/forgot-password">Reset it</Link>
          </Button>
        </>
      }
    >
      <Button variant="primary" size="lg" asChild>
        <Link to="/sign-in">Back to sign in</Link>
      </Button>
    </AuthCard>
  );
}

/** The person cancelled on the provider's page: nothing failed, they can simply try again. */
function SignInCancelled() {
  return (
    <AuthCard
      id="main"
      title="Sign-in cancelled"
      description="You cancelled signing in on the provider’s page. Nothing was changed."
    >
      <Button variant="primary" size="lg" asChild>
        <Link to="/sign-in">Back to sign in</Link>
      </Button>
    </AuthCard>
  );
}
