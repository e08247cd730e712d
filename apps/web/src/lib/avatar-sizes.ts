/**
 * The squares Storage renders avatars at, twice their CSS size for high-density screens:
 * lists, cards and presence show avatars of at most 32 CSS pixels.
 */
export const AVATAR_THUMBNAIL = { size: 64 } as const;

/** The profile page's picture, 64 CSS pixels. */
export const AVATAR_PREVIEW = { size: 128 } as const;
