import * as z from 'zod/mini';

// Only the fields of a Trello board export ("Print and export" → JSON) the import reads;
// everything else in the file is ignored.

const id = z.string();
const closed = z._default(z.boolean(), false);

const trelloListSchema = z.object({ id, name: z.string(), closed, pos: z._default(z.number(), 0) });

const trelloLabelSchema = z.object({
  id,
  name: z._default(z.nullable(z.string()), ''),
  color: z._default(z.nullable(z.string()), null),
});

const trelloCardSchema = z.object({
  id,
  name: z.string(),
  desc: z._default(z.string(), ''),
  idList: id,
  closed,
  pos: z._default(z.number(), 0),
  due: z._default(z.nullable(z.string()), null),
  idLabels: z._default(z.array(id), []),
  idMembers: z._default(z.array(id), []),
});

const trelloChecklistSchema = z.object({
  id,
  idCard: id,
  name: z._default(z.string(), ''),
  pos: z._default(z.number(), 0),
  checkItems: z._default(
    z.array(z.object({ name: z.string(), state: z.string(), pos: z._default(z.number(), 0) })),
    [],
  ),
});

const trelloMemberSchema = z.object({
  id,
  fullName: z._default(z.string(), ''),
  username: z._default(z.string(), ''),
  /** Present in exports of workspaces that share members' emails; absent otherwise. */
  email: z._default(z.nullable(z.string()), null),
});

const trelloActionSchema = z.object({
  type: z.string(),
  date: z._default(z.string(), ''),
  data: z._default(
    z.object({
      text: z.optional(z.string()),
      card: z.optional(z.object({ id })),
    }),
    {},
  ),
  memberCreator: z.optional(
    z.object({
      id: z.optional(id),
      fullName: z._default(z.string(), ''),
      username: z._default(z.string(), ''),
    }),
  ),
});

/** A Trello board export, as far as the import reads it. */
export const trelloBoardSchema = z.object({
  name: z.string(),
  desc: z._default(z.string(), ''),
  lists: z.array(trelloListSchema),
  cards: z.array(trelloCardSchema),
  labels: z._default(z.array(trelloLabelSchema), []),
  checklists: z._default(z.array(trelloChecklistSchema), []),
  members: z._default(z.array(trelloMemberSchema), []),
  actions: z._default(z.array(trelloActionSchema), []),
});

/** A parsed Trello board export. */
export type TrelloBoard = z.infer<typeof trelloBoardSchema>;
