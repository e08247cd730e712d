import type { CommandPaletteGroup } from '@tandem/ui/workspace';
import { Laptop, Moon, Sun } from 'lucide-react';
import { saveThemePreference } from '../preferences/theme-preference';

/** The palette's theme switches: light, dark, or as the system says. */
export function themeCommands(): CommandPaletteGroup {
  return {
    heading: 'Theme',
    items: [
      {
        id: 'theme:light',
        label: 'Light theme',
        keywords: ['appearance'],
        icon: <Sun />,
        onSelect: () => saveThemePreference('light'),
      },
      {
        id: 'theme:dark',
        label: 'Dark theme',
        keywords: ['appearance'],
        icon: <Moon />,
        onSelect: () => saveThemePreference('dark'),
      },
      {
        id: 'theme:system',
        label: 'System theme',
        keywords: ['appearance'],
        icon: <Laptop />,
        onSelect: () => saveThemePreference('system'),
      },
    ],
  };
}
