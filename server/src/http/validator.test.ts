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
