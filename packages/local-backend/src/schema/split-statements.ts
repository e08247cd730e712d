/** One statement of a SQL script and where it starts. */
export interface SqlStatement {
  /** The statement text without its terminating semicolon. */
  text: string;
  /** 1-based line of the statement's first character in the script. */
  line: number;
}

const wordAt = (sql: string, index: number, word: string) =>
  sql.slice(index, index + word.length).toLowerCase() === word &&
  !/[\w$]/.test(sql[index + word.length] ?? '') &&
  !/[\w$]/.test(sql[index - 1] ?? '');

/**
 * Splits a SQL script into statements at top-level semicolons, skipping those inside
 * comments, string literals, quoted identifiers, dollar-quoted bodies and `BEGIN ATOMIC`
 * function bodies. Needed to record statements as the Supabase CLI does and to report the
 * line of a failing statement.
 */
export function splitStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let atomicDepth = 0;
  let i = 0;
  const push = (end: number) => {
    const raw = sql.slice(start, end);
    const leading = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text && !isOnlyComments(text)) {
      const offset = start + leading;
      statements.push({ text, line: lineOf(sql, offset) });
    }
    start = end + 1;
  };
  while (i < sql.length) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (ch === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < sql.length && depth > 0) {
        if (sql[i] === '/' && sql[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (sql[i] === '*' && sql[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
      }
    } else if (ch === "'") {
      const escapes = /[eE]/.test(sql[i - 1] ?? '') && !/[\w$]/.test(sql[i - 2] ?? '');
      i++;
      while (i < sql.length) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") break;
        else i++;
      }
      i++;
    } else if (ch === '"') {
      i++;
      while (i < sql.length) {
        if (sql[i] === '"' && sql[i + 1] === '"') i += 2;
        else if (sql[i] === '"') break;
        else i++;
      }
      i++;
    } else if (ch === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const tag = /^\$[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*\$|^\$\$/.exec(sql.slice(i))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? sql.length : end + tag.length;
      } else i++;
    } else if (ch === ';' && atomicDepth === 0) {
      push(i);
      i++;
    } else if (/[a-zA-Z]/.test(ch ?? '') && !/[\w$]/.test(sql[i - 1] ?? '')) {
      if (wordAt(sql, i, 'begin') && /^begin\s+atomic\b/i.test(sql.slice(i))) atomicDepth++;
      else if (atomicDepth > 0 && wordAt(sql, i, 'case')) atomicDepth++;
      else if (atomicDepth > 0 && wordAt(sql, i, 'end')) atomicDepth--;
      const word = /^[A-Za-z_]\w*/.exec(sql.slice(i))?.[0] ?? 'x';
      i += word.length;
    } else i++;
  }
  push(sql.length);
  return statements;
}

function isOnlyComments(text: string): boolean {
  return (
    text
      .replace(/--[^\n]*(\n|$)/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim() === ''
  );
}

/** 1-based line number of a character offset. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}
