import type { Decorator, Preview } from '@storybook/react-vite';
import { loadOverlays } from '../src/base/deferred-overlays';
import { KitDocsPage } from './docs/docs-page';
import './preview.css';

/**
 * Renders every story on the app canvas in the theme chosen in the toolbar (or by a story's
 * own `globals.theme`), so the dark theme is tested by the same runs as the light one.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const dir = context.globals.dir === 'rtl' ? 'rtl' : 'ltr';
  // Overlays render in portals on <body>, outside the wrapper: theme the whole document too,
  // as an app does with applyTheme().
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.setAttribute('dir', dir);
  // On a docs page every story is a preview in the page's flow, sized to its content; on the
  // canvas a story fills the screen, as a screen of the app would.
  const height = context.viewMode === 'docs' ? '' : 'min-h-screen ';
  return (
    <div
      data-theme={theme}
      dir={dir}
      className={`${height}bg-canvas p-6 font-sans text-base text-fg`}
    >
      <Story />
    </div>
  );
};

/**
 * Loads the overlays' code before a story renders, as an app's idle preload does before anyone
 * opens a menu, so stories show Radix's overlays as people meet them. A story that sets
 * `parameters.overlays` to `'deferred'` renders before it loads, to test the stand-ins.
 */
const loadOverlaysFirst = async ({ parameters }: { parameters: { overlays?: string } }) => {
  if (parameters.overlays !== 'deferred') await loadOverlays();
  return {};
};

const preview: Preview = {
  decorators: [withTheme],
  loaders: [loadOverlaysFirst],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr' },
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story's test, not just the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { page: KitDocsPage },
    options: {
      // The guides first, then one group per entry point in the order a screen is built up.
      storySort: {
        order: [
          'Introduction',
          'Contributing',
          'Foundations',
          'Actions',
          ['Overview'],
          'Forms',
          ['Overview'],
          'Overlays',
          ['Overview'],
          'Navigation',
          ['Overview'],
          'Feedback',
          ['Overview'],
          'Display',
          ['Overview'],
          'Board',
          ['Overview', 'Usage'],
          'Calendar',
          'Task',
          ['Overview'],
          'Workspace',
          ['Overview'],
          'Notifications',
          ['Overview'],
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
