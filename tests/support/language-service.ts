// The TypeScript language service over a project's files, as an editor runs it: hover text,
// go-to-definition and the deprecation suggestions (strike-through) at a place in a file.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

export interface Editor {
  /** Hover at the first occurrence of `marker` in `file` (offset `at` into the marker): the signature and its docs. */
  hover(file: string, marker: string, at?: number): { signature: string; docs: string; tags: string };
  /** Where go-to-definition of the marker leads: file names. */
  definition(file: string, marker: string, at?: number): string[];
  /** The names the editor strikes through as deprecated in `file`. */
  deprecated(file: string): string[];
  /** Compile errors of `file`. */
  errors(file: string): string[];
}

/** A language service over `files` (absolute paths) with compiler options read from `tsconfig`. */
export function editor(tsconfig: string, files: string[]): Editor {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => config.options,
    getScriptFileNames: () => files,
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) =>
      existsSync(f) ? ts.ScriptSnapshot.fromString(readFileSync(f, 'utf8')) : undefined,
    getCurrentDirectory: () => dirname(tsconfig),
    getDefaultLibFileName: (o) => join(dirname(ts.getDefaultLibFilePath(o)), ts.getDefaultLibFileName(o)),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const position = (file: string, marker: string, at = 0) => {
    const i = readFileSync(file, 'utf8').indexOf(marker);
    if (i < 0) throw new Error(`${marker} is not in ${file}`);
    return i + at;
  };
  const text = (parts: ts.SymbolDisplayPart[] | undefined) => ts.displayPartsToString(parts);
  return {
    hover(file, marker, at) {
      const info = service.getQuickInfoAtPosition(file, position(file, marker, at));
      return {
        signature: text(info?.displayParts),
        docs: text(info?.documentation),
        tags: (info?.tags ?? []).map((t) => `@${t.name} ${text(t.text)}`).join('\n'),
      };
    },
    definition(file, marker, at) {
      return (service.getDefinitionAtPosition(file, position(file, marker, at)) ?? []).map((d) => d.fileName);
    },
    deprecated(file) {
      const source = readFileSync(file, 'utf8');
      return service
        .getSuggestionDiagnostics(file)
        .filter((d) => d.reportsDeprecated)
        .map((d) => source.slice(d.start, d.start! + d.length!));
    },
    errors(file) {
      return [...service.getSyntacticDiagnostics(file), ...service.getSemanticDiagnostics(file)].map((d) =>
        ts.flattenDiagnosticMessageText(d.messageText, '\n'),
      );
    },
  };
}
