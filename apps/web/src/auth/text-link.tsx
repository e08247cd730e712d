import { Button } from '@tandem/ui/actions';
import { Link, type LinkComponentProps } from '@tanstack/react-router';

/** A router link in the kit's link style ("Sign up", "Forgot password?"). */
export function TextLink({ size, ...props }: LinkComponentProps & { size?: 'sm' | 'md' }) {
  return (
    <Button variant="link" size={size} asChild>
      <Link {...props} />
    </Button>
  );
}
