import { ListSkeleton } from '@tandem/ui/feedback';
import { PageHeader, SettingsSection } from '@tandem/ui/workspace';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { AvatarField } from './avatar-field';
import { DisplayNameForm } from './display-name-form';
import { NotificationPreferences } from './notification-preferences';
import { PasskeysSection } from './passkeys-section';
import { PasswordForm } from './password-form';
import { SignOutRows } from './sign-out-rows';
import { TwoFactorSection } from './two-factor-section';

/**
 * `/settings/profile`: name and picture, where notifications reach you, password, passkeys,
 * two-factor authentication, and signing out here or everywhere.
 */
export function ProfilePage() {
  const queries = useTandemQueries();
  const user = useQuery(queries.user());
  const userId = user.data?.id;
  const profile = useQuery({
    ...queries.profiles.get(userId ?? ''),
    enabled: userId !== undefined,
  });
  const failed = user.isError ? user : profile.isError ? profile : null;

  return (
    <>
      <PageHeader
        title="Profile"
        description="How your teammates see you, what you hear about, and how you sign in."
      />
      <SettingsSection
        id="profile"
        title="Your profile"
        description="Your name and picture appear on tasks, comments and activity."
      >
        {failed ? (
          <QueryErrorState error={failed.error} onRetry={() => failed.refetch()} />
        ) : profile.data ? (
          <>
            <AvatarField profile={profile.data} />
            <DisplayNameForm profile={profile.data} email={user.data?.email} />
          </>
        ) : (
          <ListSkeleton rows={2} label="Loading your profile…" />
        )}
      </SettingsSection>
      <NotificationPreferences />
      <SettingsSection
        id="password"
        title="Password"
        description="To change it, type the one you use now; you stay signed in."
      >
        <PasswordForm />
      </SettingsSection>
      <PasskeysSection />
      <TwoFactorSection />
      <SettingsSection id="sessions" title="Sessions">
        <SignOutRows />
      </SettingsSection>
    </>
  );
}
