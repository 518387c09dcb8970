// The tenant-configuration model: what a configuration declares (resource kinds, value types,
// fields, tables) and the pure checks over it. Areas import the model from here only; it imports
// nothing from any area, from http/ or from db/.
export * from './schema-check.js';
export * from './validate-config.js';
export * from './elements.js';
