import type { MentionMember } from './mention-tokens';

/** A workspace's members, for mention stories and tests. */
export const MENTION_MEMBERS: MentionMember[] = [
  { id: '0b8e9a3c-58a4-4a6e-9d1c-2f6f3f1b7a01', name: 'Mia Chen', email: 'mia@acme.test' },
  { id: '6d1f0c44-1e0b-4d4c-8f5e-0a7c2b9e4d02', name: 'Leo Okafor', email: 'leo@acme.test' },
  { id: '2a7b3c9d-4e5f-4a6b-8c7d-9e0f1a2b3c03', name: 'Ada Lovelace', email: 'ada@acme.test' },
  {
    id: '9c8b7a6d-5e4f-4d3c-8b2a-1f0e9d8c7b04',
    name: 'Mikkel Sørensen-Abernathy',
    email: 'mikkel.sorensen-abernathy@contractors.acme.test',
  },
];

/** A member id nobody in {@link MENTION_MEMBERS} has: someone who left. */
export const FORMER_MEMBER_ID = '8f0c5f3e-0000-4000-8000-000000000000';
