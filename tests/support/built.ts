// The server's handler map (see scripts/handler-map.ts), for tests that compare the contract with
// what the server answers.
export { handlers } from '../../scripts/handler-map.js';
