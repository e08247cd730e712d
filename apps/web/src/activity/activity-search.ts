import * as z from 'zod/mini';

// Any 8-4-4-4-12 hex id, as the database accepts (the seed's ids are not RFC 4122 ones).
const id = z.catch(z.optional(z.guid()), undefined);

/**
 * The activity page's URL search params: the board and the person the feed is narrowed to (so
 * a filtered feed is a link). A malformed value is dropped, showing the whole feed.
 */
export const activitySearchSchema = z.object({
  /** A board's id: only entries about it and its tasks. */
  board: id,
  /** A member's user id: only what they did. */
  person: id,
});

/** The activity page's parsed search params. */
export type ActivitySearch = z.infer<typeof activitySearchSchema>;
