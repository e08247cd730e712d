import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The repository's shared compiler settings, which every consuming package extends. */
const consumerConfig = fileURLToPath(new URL('../../../../tsconfig.base.json', import.meta.url));

/** Folder the sources are placed in, so imports resolve against this package's node_modules. */
const virtualDir = dirname(fileURLToPath(import.meta.url));

/** The compiler options of {@link consumerConfig}, as `tsc -p` would read them. */
export function consumerCompilerOptions(): ts.CompilerOptions {
  const { config, error } = ts.readConfigFile(consumerConfig, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(consumerConfig)).options;
}

/**
 * Type checks in-memory sources (`{ 'database.ts': source, … }`) as `tsc --noEmit` would with
 * `options`, and returns each diagnostic as `file:line: message` (none when they compile).
 */
export function typeErrors(files: Record<string, string>, options: ts.CompilerOptions): string[] {
  const sources = new Map(
    Object.entries(files).map(([name, text]) => [join(virtualDir, name), text]),
  );
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => sources.get(file) ?? readFile(file);
  host.fileExists = (file) => sources.has(file) || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) => {
    const text = sources.get(file);
    return text === undefined
      ? getSourceFile(file, language, ...rest)
      : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([...sources.keys()], { ...options, noEmit: true }, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${diagnostic.file.fileName}:${line + 1}: ${message}`;
  });
}
