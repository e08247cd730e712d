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

/** Most parts one import has: part numbers run from 0 to 99. */
export const IMPORT_PARTS_MAX = 100;

/**
 * Most rows one part (or one `import_board` call) creates: 10,000 tasks, checklist items and
 * comments together, so one transaction's cost is bounded; a large import is many parts.
 */
export const IMPORT_PART_ROWS_MAX = 10_000;

/**
 * Largest document one import call takes, in bytes of its JSON: 5 MiB — a part of tasks
 * (`stage_import`, `import_part`) or a board (`begin_import`, `import_board`). The database
 * refuses a larger one with `import/too-large` before reading it.
 */
export const IMPORT_PART_MAX_BYTES = 5 * 1024 * 1024;

/** Most bytes one import stages (`stage_import`), all parts together: 50 MiB. */
export const IMPORT_STAGED_BYTES_MAX = 50 * 1024 * 1024;

/** Most unfinished imports (staged or hidden) one person has at once: 2 (`import/busy`). */
export const IMPORTS_UNFINISHED_PER_USER_MAX = 2;

/** Most unfinished imports (staged or hidden) one workspace has at once: 5 (`import/busy`). */
export const IMPORTS_UNFINISHED_PER_WORKSPACE_MAX = 5;
