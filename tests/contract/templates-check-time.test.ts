// A template's syntax check runs off the main thread under a time limit
// (INSUITE_TEMPLATE_CHECK_TIMEOUT_MS): a slow check neither stalls other requests nor runs on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VELOCITY_MARKERS, templateProblem } from '../../server/src/resources/template-syntax.js';
import { failure } from '../support/failure.js';
import { tenant } from '../support/given.js';
import { startServer, type TestServer } from '../support/server.js';

// Two servers: one whose checks may take the setting's least value, 100 ms, and one whose checks
// may take a minute, so that a long check is still running while other requests are answered
// however loaded the machine is (the 100 ms limit can pass before three other answers do).
let s: TestServer;
let t: string;
let patient: TestServer;
let pt: string;
beforeAll(async () => {
  [s, patient] = await Promise.all([
    startServer({ env: { INSUITE_TEMPLATE_CHECK_TIMEOUT_MS: '100' } }),
    startServer({ env: { INSUITE_TEMPLATE_CHECK_TIMEOUT_MS: '60000' } }),
  ]);
  [t, pt] = await Promise.all([tenant(s.admin), tenant(patient.admin)]);
});
afterAll(() => Promise.all([s.close(), patient.close()]));

// Empty #if blocks up to the marker cap: accepted by the cap, and far longer to parse than the
// setting's least value, 100 ms, allows.
const SLOW = '#if(1)\n#end\n'.repeat(MAX_VELOCITY_MARKERS / 2);

describe('template syntax checks off the main thread', () => {
  it('accepts a short template of the same blocks: only the time limit refuses the long one', async () => {
    const short = '#if(1)\n#end\n'.repeat(10);
    expect(templateProblem('velocity', short)).toBeUndefined();
    await s.admin.createVelocityDocumentTemplate({
      tenantLocator: t,
      name: 'short',
      staticName: 'Declarations',
      body: short,
    });
    expect(await s.admin.fetchDocumentTemplate({ tenantLocator: t, name: 'short' })).toBe(short);
  });

  it('answers other requests while a check runs', async () => {
    // A first upload starts the worker and has the validator prepare this operation.
    await patient.admin.createVelocityDocumentTemplate({
      tenantLocator: pt,
      name: 'quick',
      staticName: 'Declarations',
      body: 'Dear $name,\n',
    });
    await patient.admin.getHealth();

    const settled: string[] = [];
    // Hundreds of milliseconds of parsing on a quiet machine, within this server's limit.
    const slow = patient.admin
      .createVelocityDocumentTemplate({
        tenantLocator: pt,
        name: 'slow',
        staticName: 'Declarations',
        body: SLOW,
      })
      .finally(() => settled.push('upload'));
    // Requests one after another: with the check on the main thread they would wait for it.
    for (let i = 0; i < 3; i++) {
      await patient.admin.getHealth();
      settled.push('health');
    }
    await slow;
    expect(settled).toEqual(['health', 'health', 'health', 'upload']);
    expect(await patient.admin.fetchDocumentTemplate({ tenantLocator: pt, name: 'slow' })).toBe(SLOW);
  });

  it('refuses a check at the time limit, stores nothing, and checks the next in a fresh worker', async () => {
    // A first upload starts the worker, which does not count against the limit.
    await s.admin.createVelocityDocumentTemplate({
      tenantLocator: t,
      name: 'quick',
      staticName: 'Declarations',
      body: 'Dear $name,\n',
    });
    const e = await failure(
      s.admin.createVelocityDocumentTemplate({
        tenantLocator: t,
        name: 'slow',
        staticName: 'Declarations',
        body: SLOW,
      }),
    );
    expect(e.status).toBe(422);
    expect(e.problem?.code).toBe('UNPROCESSABLE');
    expect(e.problem?.detail).toBe(
      'The Velocity template could not be checked within 100 ms; split it into snippets',
    );
    // Nothing was stored, and the next check works in a fresh worker.
    expect((await failure(s.admin.fetchDocumentTemplate({ tenantLocator: t, name: 'slow' }))).status).toBe(
      404,
    );
    const broken = await failure(
      s.admin.updateVelocityDocumentTemplate({
        tenantLocator: t,
        name: 'quick',
        body: 'Dear $name,\n#if($a)\n',
      }),
    );
    expect(broken.status).toBe(422);
    expect(broken.problem?.detail).toMatch(/^The Velocity template does not parse: line 2/);
  });
});
