import type { ThemePreference } from '@tandem/ui/foundations';
import { UserMenu } from '@tandem/ui/workspace';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSignOut } from '../lib/use-sign-out';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { readThemePreference, saveThemePreference } from '../preferences/theme-preference';

/** The user menu wired to the session, the remembered theme and sign-out. */
export function AppUserMenu() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = useQuery(useTandemQueries().user());
  const [theme, setTheme] = useState<ThemePreference>(readThemePreference);
  const name = user.data?.displayName ?? user.data?.email ?? 'Account';
  return (
    <UserMenu
      name={name}
      email={user.data?.email}
      theme={theme}
      onThemeChange={(next) => {
        saveThemePreference(next);
        setTheme(next);
      }}
      onOpenProfile={() => navigate({ to: '/settings/profile' })}
      onSignOut={signOut}
    />
  );
}
