/** Most tasks one import creates: 10,000 (the database refuses more with `import/too-many-tasks`). */
export const IMPORT_TASKS_MAX = 10_000;

/** Largest file an import reads, in bytes: 50 MiB. */
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Most states an import creates: 15, so that with one state kept for each category the
 * payload lacks, a board stays within its 20 states.
 */
export const IMPORT_STATES_MAX = 15;

/**
 * Tasks created per part of a large import: 500, each part one transaction well within the
 * statement timeout (the database takes at most 1,000).
 */
export const IMPORT_PART_SIZE = 500;
