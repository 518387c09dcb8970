import express, { type ErrorRequestHandler } from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SPEC_PATH } from '../contract-file.js';
import { responseSteps, validator } from './validator.js';

describe("the validator's steps", () => {
  it('are found by their names, which responseSteps and the filter of unused steps rely on', () => {
    const steps = validator({ specPath: SPEC_PATH, validateResponses: true, maxUploadBytes: 1024 });
    // (the multipart step is wrapped in one that reads only requests with a body)
    expect(steps.map((s) => s.name)).toEqual([
      'metadataMiddleware',
      '',
      'requestMiddleware',
      'responseMiddleware',
    ]);
    expect(responseSteps(steps).map((s) => s.name)).toEqual(['metadataMiddleware', 'responseMiddleware']);
  });
});

describe('the response checks (built when used, without the contract walked: patches/openapi-validator.ts)', () => {
  it('refuse an answer outside its schema, reached through references into the components', async () => {
    // getHealth's 200 is a reference to a component schema.
    let answer: { status: number; body: unknown } = { status: 200, body: {} };
    const app = express();
    app.use(validator({ specPath: SPEC_PATH, validateResponses: true, maxUploadBytes: 1024 }));
    app.get('/healthz', (_req, res) => void res.status(answer.status).json(answer.body));
    app.use(((err: { status?: number; message?: string }, _req, res, _next) => {
      res
        .status(err.status ?? 500)
        .type('text/plain')
        .send(`checked: ${err.message}`);
    }) satisfies ErrorRequestHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
    const send = async (status: number, body: unknown) => {
      answer = { status, body };
      const res = await fetch(url);
      return { status: res.status, text: await res.text() };
    };
    try {
      expect(await send(200, { status: 'ok' })).toEqual({ status: 200, text: '{"status":"ok"}' });
      const wrongValue = await send(200, { status: 'fine' });
      expect(wrongValue.status).toBe(500);
      expect(wrongValue.text).toMatch(/^checked: .*status.*allowed values/);
      const unknownMember = await send(200, { status: 'ok', extra: 1 });
      expect(unknownMember.status).toBe(500);
      expect(unknownMember.text).toMatch(/additional properties/);
      // A status the operation does not declare has no checks: refused, as by the validator's own code.
      expect(await send(201, { status: 'ok' })).toEqual({
        status: 500,
        text: "checked: no schema defined for status code '201' in the openapi spec",
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
