// Where each value of a JSON document is, by line: so a problem found in the parsed value (named by
// its path, `exposures.Dwelling.data.county`) can point at the line of the file it came from. It
// also finds what JSON.parse hides: a key given twice in one object, of which only the last counts.

export interface DuplicateKey {
  /** The path of the key repeated (`exposures.Dwelling`). */
  path: string;
  line: number;
  firstLine: number;
}

export interface JsonLines {
  /** The line of a path's key (or array item), else of the nearest enclosing one that has a line. */
  lineOf(path: string): number | undefined;
  duplicates: DuplicateKey[];
}

const MAX_DUPLICATES = 100;

/** Lines of a document that JSON.parse accepts (and that is not nested deeper than the stack allows). */
export function jsonLines(text: string): JsonLines {
  const lines = new Map<string, number>();
  const duplicates: DuplicateKey[] = [];
  let i = 0;
  let line = 1;

  const space = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 10) line++;
      else if (c !== 32 && c !== 9 && c !== 13) return;
      i++;
    }
  };
  /** Reads a string token at `i` (its opening quote) and answers its value. */
  const string = (): string => {
    const start = i;
    i++;
    while (text.charCodeAt(i) !== 34) i += text.charCodeAt(i) === 92 ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): void => {
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      const seen = new Map<string, number>();
      space();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        space();
        const keyLine = line;
        const key = string();
        const at = path ? `${path}.${key}` : key;
        const first = seen.get(key);
        if (first !== undefined && duplicates.length < MAX_DUPLICATES)
          duplicates.push({ path: at, line: keyLine, firstLine: first });
        else seen.set(key, keyLine);
        lines.set(at, keyLine);
        space();
        i++; // :
        value(at);
        space();
        if (text[i++] === '}') return;
      }
    }
    if (c === '[') {
      i++;
      space();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (let n = 0; ; n++) {
        space();
        const at = `${path}[${n}]`;
        lines.set(at, line);
        value(at);
        space();
        if (text[i++] === ']') return;
      }
    }
    if (c === '"') {
      string();
      return;
    }
    // A number, true, false or null.
    while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
  };
  value('');

  return {
    duplicates,
    lineOf(path) {
      for (let p = path; p; p = p.replace(/(\.[^.[]*|\[\d+\])$/, '')) {
        const l = lines.get(p);
        if (l !== undefined) return l;
        if (!/(\.[^.[]*|\[\d+\])$/.test(p)) return undefined;
      }
      return undefined;
    },
  };
}

/** The line of a character offset of `text`. */
export const lineAt = (text: string, offset: number): number => {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line++;
  return line;
};
