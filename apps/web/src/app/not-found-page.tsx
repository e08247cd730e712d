import { Button } from '@tandem/ui/actions';
import { AuthCard } from '@tandem/ui/workspace';
import { Link } from '@tanstack/react-router';

/** Any path the app does not know, and pages the user may not see (never someone's data). */
export function NotFoundPage() {
  return (
    <AuthCard
      id="main"
      title="Page not found"
      description="This page doesn't exist, or you don't have access to it."
    >
      <title>Page not found · Tandem</title>
      <Button variant="primary" size="lg" asChild>
        <Link to="/">Go to Tandem</Link>
      </Button>
    </AuthCard>
  );
}
