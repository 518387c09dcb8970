import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTemplateChecks, type TemplateChecks } from './template-checks.js';
import { templateProblem } from './template-syntax.js';

const folder = mkdtempSync(join(tmpdir(), 'template-checks-'));
let entries = 0;
// A worker entry whose task says it has begun and then runs as given.
const entry = (body: string, extra = '') => {
  const file = join(folder, `entry-${entries++}.mjs`);
  writeFileSync(
    file,
    `export default function check(task) { task.started.postMessage(null); task.started.close(); ${body} }\n${extra}`,
  );
  return pathToFileURL(file);
};
// A worker entry that checks as the server's does, except that the check of `endless` never ends.
const endlessFor = (endless: string) => {
  const file = join(folder, `entry-${entries++}.mjs`);
  const checker = new URL('./template-check-thread.mjs', import.meta.url).href;
  writeFileSync(
    file,
    `import check from ${JSON.stringify(checker)};\n` +
      `export default function (task) {\n` +
      `  if (task.text !== ${JSON.stringify(endless)}) return check(task);\n` +
      `  task.started.postMessage(null);\n` +
      `  task.started.close();\n` +
      `  for (;;);\n` +
      `}\n`,
  );
  return pathToFileURL(file);
};
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let checks: TemplateChecks | undefined;
afterEach(async () => {
  await checks?.close();
  checks = undefined;
});

describe('template checks in a worker thread', () => {
  it('finds the same problems as the check on the main thread', async () => {
    checks = createTemplateChecks({ timeoutMs: 10_000 });
    expect(await checks.check('velocity', 'Dear $name,\n#if($a)ok#end\n')).toEqual({ kind: 'checked' });
    expect(await checks.check('liquid', '{% if a %}{{ a }}{% endif %}')).toEqual({ kind: 'checked' });
    const broken = 'Dear $name,\n#if($a)\nunfinished';
    const problem = templateProblem('velocity', broken);
    expect(problem).toBeDefined();
    expect(await checks.check('velocity', broken)).toEqual({ kind: 'checked', problem });
    const liquid = '{% if a %}\n{{ a | }}';
    expect(await checks.check('liquid', liquid)).toEqual({
      kind: 'checked',
      problem: templateProblem('liquid', liquid),
    });
  });

  it('stops a check that runs past the time limit and checks the next one in a fresh worker', async () => {
    checks = createTemplateChecks({ timeoutMs: 100, entry: endlessFor('$endless') });
    // The first check also starts the worker, which does not count against the limit.
    expect(await checks.check('velocity', '$a')).toEqual({ kind: 'checked' });
    // A check that never ends by itself: only the time limit answers it.
    expect(await checks.check('velocity', '$endless')).toEqual({ kind: 'timeout' });
    expect(await checks.check('velocity', '#if($a)')).toEqual({
      kind: 'checked',
      problem: templateProblem('velocity', '#if($a)'),
    });
  });

  it('answers failed when the worker dies', async () => {
    checks = createTemplateChecks({ timeoutMs: 10_000, entry: entry('process.exit(3);') });
    expect(await checks.check('velocity', '$a')).toEqual({ kind: 'failed' });
    expect(await checks.check('velocity', '$a')).toEqual({ kind: 'failed' });
  });

  it('answers failed when the worker cannot start', async () => {
    checks = createTemplateChecks({
      timeoutMs: 10_000,
      entry: entry('return null;', 'syntax error('),
    });
    expect(await checks.check('velocity', '$a')).toEqual({ kind: 'failed' });
  });

  it('bounds the checks waiting for a worker', async () => {
    // A worker that never answers keeps the first check running.
    checks = createTemplateChecks({
      timeoutMs: 10_000,
      maxQueue: 1,
      entry: entry('return new Promise(() => {});'),
    });
    const running = checks.check('velocity', '$a');
    const waiting = checks.check('velocity', '$b');
    expect(await checks.check('velocity', '$c')).toEqual({ kind: 'busy' });
    await checks.close();
    expect(await running).toEqual({ kind: 'failed' });
    expect(await waiting).toEqual({ kind: 'failed' });
  });
});
