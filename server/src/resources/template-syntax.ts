// Checks that an uploaded template parses in its language. Templates are parsed, never rendered.
// Both parsers take time that grows with the square of the number of tags (liquidjs takes tokens
// off the front of an array, velocityjs concatenates its statement list), so the number of tags
// is bounded before parsing: without that, a template within the 5 MB limit could stall the
// server for minutes.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Liquid, TypeGuards, Tokenizer } from 'liquidjs';
import type { SyntaxProblem, TemplateFormat } from './template-problem.js';

export type { SyntaxProblem, TemplateFormat } from './template-problem.js';
export { describeProblem } from './template-problem.js';

/** Tags, outputs and the text between them (each line of a `liquid` tag counts). */
export const MAX_LIQUID_TOKENS = 20_000;
/** `#` and `$` characters: every directive and reference starts with one. */
export const MAX_VELOCITY_MARKERS = 6_000;

const liquid = new Liquid({ dynamicPartials: true, ownPropertyOnly: true });

function liquidProblem(text: string): SyntaxProblem | undefined {
  try {
    const tokens = new Tokenizer(
      text,
      liquid.options.operators,
      undefined,
      undefined,
      liquid.options.groupedExpressions,
    ).readTopLevelTokens(liquid.options);
    let count = tokens.length;
    for (const t of tokens) {
      if (TypeGuards.isTagToken(t) && t.name === 'liquid') count += t.args.split('\n').length;
    }
    if (count > MAX_LIQUID_TOKENS) {
      return {
        message: `the template has ${count} tags, outputs and text runs; at most ${MAX_LIQUID_TOKENS} are accepted (move parts into snippets)`,
      };
    }
    liquid.parser.parseTokens(tokens);
    return undefined;
  } catch (err) {
    return fromLiquidError(err);
  }
}

function fromLiquidError(err: unknown): SyntaxProblem {
  const message = err instanceof Error ? err.message : String(err);
  const m = /,? line:(\d+), col:(\d+)\s*$/.exec(message);
  const text = (m ? message.slice(0, m.index) : message).trim();
  const nested = /call stack/i.test(text) ? 'blocks are nested too deeply' : text;
  return m ? { line: Number(m[1]), column: Number(m[2]), message: nested } : { message: nested };
}

// velocityjs's public parse silently drops everything after a stray #end and accepts unclosed
// blocks; its grammar parser returns the flat statement list, on which the blocks are checked here.
interface VelocityPos {
  first_line: number;
  first_column: number;
}
type VelocityNode = string | { type: string; pos?: VelocityPos };
const requireCjs = createRequire(import.meta.url);
// Loaded at the first check (on a worker thread), not by every process that imports this module.
let velocityParse: ((text: string) => VelocityNode[]) | undefined;
const velocityStatements = (text: string): VelocityNode[] =>
  (velocityParse ??= (
    requireCjs(join(dirname(requireCjs.resolve('velocityjs')), 'parse', 'index.cjs')) as {
      parse_1: (text: string) => VelocityNode[];
    }
  ).parse_1)(text);

const BLOCKS = new Set(['if', 'foreach', 'macro', 'noescape', 'define', 'macro_body']);

function velocityProblem(text: string): SyntaxProblem | undefined {
  let markers = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 35 /* # */ || c === 36 /* $ */) markers++;
  }
  if (markers > MAX_VELOCITY_MARKERS) {
    return {
      message: `the template has ${markers} # and $ characters; at most ${MAX_VELOCITY_MARKERS} are accepted (move parts into snippets)`,
    };
  }
  let nodes: VelocityNode[];
  try {
    nodes = velocityStatements(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const line = /on line (\d+)/.exec(message);
    const lines = message.split('\n');
    // jison reports "Parse error on line N:", the source line, a caret line, then what it expected.
    const detail = (lines.length > 1 ? lines[lines.length - 1] : lines[0])!.trim();
    return { ...(line ? { line: Number(line[1]) } : {}), message: detail || 'the template does not parse' };
  }
  const open: { type: string; pos?: VelocityPos }[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    const at = node.pos ? { line: node.pos.first_line, column: node.pos.first_column + 1 } : {};
    if (BLOCKS.has(node.type)) open.push(node);
    else if (node.type === 'end') {
      if (!open.pop()) return { ...at, message: '#end without an open block' };
    } else if ((node.type === 'else' || node.type === 'elseif') && open[open.length - 1]?.type !== 'if') {
      return { ...at, message: `#${node.type} outside an #if block` };
    }
  }
  const unclosed = open.pop();
  if (unclosed) {
    const pos = unclosed.pos;
    return {
      ...(pos ? { line: pos.first_line, column: pos.first_column + 1 } : {}),
      message: `#${unclosed.type === 'macro_body' ? '@' : unclosed.type} is not closed with #end`,
    };
  }
  return undefined;
}

/** The first reason the template does not parse, or undefined when it does. */
export function templateProblem(format: TemplateFormat, text: string): SyntaxProblem | undefined {
  return format === 'liquid' ? liquidProblem(text) : velocityProblem(text);
}
