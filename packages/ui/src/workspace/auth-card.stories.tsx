import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../actions/button';
import { Banner } from '../feedback/banner';
import { Field } from '../forms/field';
import { Input } from '../forms/input';
import { AuthCard } from './auth-card';

function SignInForm({ error }: { error?: string }) {
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <Field label="Email">
        <Input type="email" autoComplete="email" defaultValue="ada@example.com" />
      </Field>
      <Field label="Password" error={error}>
        <Input type="password" autoComplete="current-password" />
      </Field>
      <Button type="submit" variant="primary" size="lg">
        Sign in
      </Button>
      <div className="flex items-center gap-3 text-faint text-xs">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button size="lg">Continue with GitHub</Button>
      <Button variant="ghost">Email me a sign-in link</Button>
    </form>
  );
}

const meta = {
  title: 'Workspace/AuthCard',
  component: AuthCard,
  args: {
    title: 'Sign in to Tandem',
    description: 'Welcome back. Plan, move and discuss work with your team.',
    children: <SignInForm />,
    footer: (
      <>
        No account?{' '}
        <a
          className="font-medium text-accent-text underline-offset-4 hover:underline"
          href="#sign-up"
        >
          Sign up
        </a>
      </>
    ),
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sign in to Tandem' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@example.com');
  },
};

export const WithFormError: Story = {
  args: {
    alert: (
      <Banner tone="danger" role="alert">
        Wrong email or password.
      </Banner>
    ),
    children: <SignInForm error="Check your password and try again." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong email or password.');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CheckYourInbox: Story = {
  args: {
    title: 'Check your inbox',
    description: 'We sent a confirmation link to ada@example.com. It expires in one hour.',
    children: <Button variant="secondary">Resend the link</Button>,
    footer: undefined,
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
