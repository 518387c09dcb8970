import type { AreaDeps } from '../area.js';
import { notImplemented } from '../http/dispatch.js';

/** Lookup, range and constraint tables. */
export function tablesArea(_deps: AreaDeps) {
  return {
    handlers: {
      createConstraintTable: notImplemented('createConstraintTable'),
      createLookupTable: notImplemented('createLookupTable'),
      createRangeTable: notImplemented('createRangeTable'),
      fetchConstraints: notImplemented('fetchConstraints'),
      fetchLookupTableInZipFormat: notImplemented('fetchLookupTableInZipFormat'),
      fetchRangeTableInZipFormat: notImplemented('fetchRangeTableInZipFormat'),
      fetchRangeTableRecord: notImplemented('fetchRangeTableRecord'),
      fetchTableRecord: notImplemented('fetchTableRecord'),
      replaceConstraintTable: notImplemented('replaceConstraintTable'),
      replaceLookupTable: notImplemented('replaceLookupTable'),
      replaceRangeTable: notImplemented('replaceRangeTable'),
      zipConstraintTable: notImplemented('zipConstraintTable'),
    },
    services: {},
  };
}
