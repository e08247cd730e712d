import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/page-title';
import { ProfilePage } from '../../../profile/profile-page';

export const Route = createFileRoute('/_app/settings/profile')({
  head: pageTitle('Profile'),
  staticData: { crumb: 'Profile' },
  component: ProfilePage,
});
