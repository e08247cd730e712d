import { LogOut, Monitor, Moon, Sun, UserRound } from 'lucide-react';
import { Avatar } from '../display/avatar';
import type { ThemePreference } from '../foundations/theme';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../overlays/dropdown-menu';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The signed-in person's display name (or email when they have none). */
  name: string;
  /** Their email address, shown under the name. */
  email?: string | null;
  /** Their avatar's URL. */
  avatarSrc?: string | null;
  /** The theme chosen now. */
  theme: ThemePreference;
  /** A theme was picked. */
  onThemeChange: (theme: ThemePreference) => void;
  /** "Profile" was picked. */
  onOpenProfile: () => void;
  /** "Sign out" was picked. */
  onSignOut: () => void;
}

const THEME_CHOICES = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
] as const;

function isTheme(value: string): value is ThemePreference {
  return THEME_CHOICES.some((choice) => choice.value === value);
}

/** The avatar at the end of the top bar: profile, theme (light, dark, system) and sign out. */
export function UserMenu({
  name,
  email,
  avatarSrc,
  theme,
  onThemeChange,
  onOpenProfile,
  onSignOut,
}: UserMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-surface">
        {/* Named by text, not aria-label: the initials shown are not part of the name. */}
        <span className="sr-only">Account menu</span>
        <Avatar name={name} src={avatarSrc} size="sm" decorative />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <div className="flex items-center gap-2.5 px-2 py-2">
          <Avatar name={name} src={avatarSrc} size="md" decorative />
          <div className="flex min-w-0 flex-col">
            <span className="truncate font-medium text-fg text-sm">{name}</span>
            {email ? <span className="truncate text-muted text-xs">{email}</span> : null}
          </div>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<UserRound />} onSelect={onOpenProfile}>
          Profile
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuLabel>Theme</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={theme}
            onValueChange={(value) => {
              if (isTheme(value)) onThemeChange(value);
            }}
          >
            {THEME_CHOICES.map(({ value, label, Icon }) => (
              <DropdownMenuRadioItem key={value} value={value} icon={<Icon />}>
                {label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut />} onSelect={onSignOut}>
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
