import { Button } from '@tandem/ui/actions';
import { AuthCard } from '@tandem/ui/workspace';
import { Link } from '@tanstack/react-router';

/** `/auth/reset-password` without a recovery session: the link was not opened, or expired. */
export function ResetLinkExpiredPage() {
  return (
    <AuthCard
      id="main"
      title="Your reset link has expired"
      description="Open the newest link from your email in this browser, or ask for a new one."
    >
      <Button variant="primary" size="lg" asChild>
        <Link to="/forgot-password">Send a new link</Link>
      </Button>
    </AuthCard>
  );
}
