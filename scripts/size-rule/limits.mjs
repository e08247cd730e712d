/** The most lines a function may span (JSX included). */
export const MAX_FUNCTION_LINES = 80;
/** The most lines a file may have. */
export const MAX_FILE_LINES = 300;
/** The key a file's own size has among its entries in the list of known offenders. */
export const FILE_KEY = '(file)';
