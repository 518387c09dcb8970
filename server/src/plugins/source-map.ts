// A plugin's stack as its configurer wrote it: the frames QuickJS names in the bundle
// (`plugins.js:28:27`) are mapped through the bundle's source map to the file and line of plugins/
// (`plugins/rates.ts:5:11`), and the frames of insuite's own prelude are left out. The map is
// parsed when a stack first needs it (a failure), once per bundle.
import { SourceMapConsumer } from 'source-map-js';
import { BUNDLE_FILE } from './compile.js';

/** A bundle's frame: `plugins.js:LINE:COLUMN` (QuickJS counts both from 1). */
const FRAME = new RegExp(`\\b${BUNDLE_FILE.replace('.', '\\.')}:(\\d+):(\\d+)`, 'g');
/** A frame of the code insuite runs around the plugin's (sandbox.ts names it so). */
const PRELUDE_FRAME = /^\s*at .*\binsuite-prelude\.js:\d+(:\d+)?\)?\s*$/;
/** esbuild names each file by the namespace it loaded it from (`insuite-plugins:plugins/rates.ts`). */
const NAMESPACED = /^[a-z-]+:/;

/** Frames kept of a stack (the plugin's own may be deep). */
const MAX_FRAMES = 50;

export interface StackMapper {
  /** The text with each bundle frame named by its source, and the prelude's frames left out. */
  stack(text: string): string;
  /** The first frame of the text that names a file of plugins/ (`plugins/rates.ts:5:11`). */
  where(text: string): string | undefined;
  /** Each frame of the text in plugins/, in order: the source location and the function. */
  frames(text: string): { location: string; fn?: string }[];
}

/** A mapper for a bundle with `sourceMap` (JSON text); without one, frames are left as they are. */
export function stackMapper(sourceMap: string | undefined): StackMapper {
  let consumer: SourceMapConsumer | null | undefined;
  const source = (line: number, column: number): string | undefined => {
    if (consumer === undefined) {
      try {
        consumer = sourceMap ? new SourceMapConsumer(JSON.parse(sourceMap)) : null;
      } catch {
        consumer = null;
      }
    }
    if (!consumer) return undefined;
    const p = consumer.originalPositionFor({
      line,
      column: Math.max(0, column - 1),
      bias: SourceMapConsumer.GREATEST_LOWER_BOUND,
    });
    if (!p.source || p.line == null) return undefined;
    return `${p.source.replace(NAMESPACED, '')}:${p.line}:${(p.column ?? 0) + 1}`;
  };
  const mapLine = (line: string) =>
    line.replace(FRAME, (whole, l: string, c: string) => source(Number(l), Number(c)) ?? whole);
  const stack = (text: string) => {
    const lines = text.split('\n').filter((l) => !PRELUDE_FRAME.test(l));
    return lines
      .slice(0, MAX_FRAMES + 1)
      .map(mapLine)
      .join('\n');
  };
  const frames = (text: string) => {
    const out: { location: string; fn?: string }[] = [];
    for (const line of stack(text).split('\n')) {
      const m = /^\s*at (?:(.+?) \()?(plugins\/[^\s():]+:\d+:\d+)\)?\s*$/.exec(line);
      if (m) out.push({ location: m[2]!, ...(m[1] && m[1] !== '<anonymous>' ? { fn: m[1] } : {}) });
    }
    return out;
  };
  return { stack, frames, where: (text) => frames(text)[0]?.location };
}
