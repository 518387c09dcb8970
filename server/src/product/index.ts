// The tenant-configuration model: what a configuration declares (resource kinds, value types,
// fields, tables) and the pure checks over it. Areas import the model from here only; it imports
// nothing from any area, from http/ or from db/.
export * from './check-configuration.js';
export * from './checks.js';
export * from './declarations.js';
export * from './model.js';
export * from './schema-check.js';
export * from './validate-config.js';
export * from './problem-format.js';
export * from './values.js';
export * from './tables.js';
export * from './unknown-keys.js';
export * from './currency.js';
export * from './elements.js';
export * from './tenant-types.js';
export * from './installment-plans.js';
export * from './scopes.js';
