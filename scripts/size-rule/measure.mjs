// Measures one TypeScript/TSX source with the TypeScript compiler's own parser, so a
// component's JSX counts like any other line of its body.
import ts from 'typescript';

/**
 * @typedef {object} FunctionSize
 * @property {string} name  The function's path of names, outermost first (`TaskCard > onDrop`).
 * @property {number} line  The 1-based line the function starts on.
 * @property {number} lines The lines it spans, from its first line to its last, inclusive.
 */

/**
 * @typedef {object} SourceSize
 * @property {number} lines             The file's line count.
 * @property {FunctionSize[]} functions Every function-like node, nested ones included.
 */

/**
 * Measures a file and every function in it. A function's size is every line it spans, from
 * the line of its first token (its leading JSDoc excluded) to the line of its last, blank and
 * comment lines included: what a reader scrolls through. A nested function counts on its own
 * and inside its parent, whose span includes it.
 *
 * @param {string} fileName The file's path, used to pick the TS or TSX grammar.
 * @param {string} text     The file's contents.
 * @returns {SourceSize}
 */
export function measureSource(fileName, text) {
  const kind = /\.[cm]?[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {FunctionSize[]} */
  const functions = [];
  /** @type {Map<string, number>} */
  const seen = new Map();
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;

  /** @param {ts.Node} node @param {string[]} parents */
  const visit = (node, parents) => {
    let names = parents;
    if (isFunctionLike(node)) {
      const base = [...parents, functionName(node, source)].join(' > ');
      // Two anonymous callbacks in one scope get `#2`, `#3`…: stable keys without line numbers.
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      const name = count === 1 ? base : `${base} #${count}`;
      const first = lineOf(node.getStart(source));
      functions.push({ name, line: first, lines: lineOf(node.getEnd()) - first + 1 });
      names = name.split(' > ');
    }
    ts.forEachChild(node, (child) => visit(child, names));
  };
  visit(source, []);
  return { lines: countLines(text), functions };
}

/** The file's lines; a final newline ends the last line rather than starting another. */
function countLines(text) {
  if (text === '') return 0;
  const breaks = text.split('\n').length;
  return text.endsWith('\n') ? breaks - 1 : breaks;
}

/** @param {ts.Node} node */
function isFunctionLike(node) {
  return (
    (ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isConstructorDeclaration(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node)) &&
    node.body !== undefined
  );
}

/**
 * The name a reader would look for: the function's own, else the variable, property or
 * argument it is bound to (`useEffect()` for a callback passed to `useEffect`).
 *
 * @param {ts.Node} node
 * @param {ts.SourceFile} source
 */
function functionName(node, source) {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText(source);
  let holder = node.parent;
  // `memo(forwardRef(function …))`, `(… ) as X`: look through wrappers to the binding.
  while (
    holder &&
    (ts.isParenthesizedExpression(holder) ||
      ts.isAsExpression(holder) ||
      ts.isSatisfiesExpression(holder))
  ) {
    holder = holder.parent;
  }
  if (!holder) return '<anonymous>';
  if (ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder)) {
    return holder.name.getText(source);
  }
  if (ts.isPropertyDeclaration(holder)) return holder.name.getText(source);
  if (ts.isExportAssignment(holder)) return 'default';
  if (ts.isCallExpression(holder)) {
    const callee = holder.expression.getText(source).replace(/\s+/g, '');
    const bound = ts.isVariableDeclaration(holder.parent)
      ? `${holder.parent.name.getText(source)} = `
      : '';
    return `${bound}${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee}()`;
  }
  if (ts.isJsxExpression(holder)) {
    const attribute = holder.parent;
    if (attribute && ts.isJsxAttribute(attribute)) return `${attribute.name.getText(source)}={}`;
  }
  return '<anonymous>';
}
