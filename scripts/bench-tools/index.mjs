// The benchmarks' tools, resolved from this folder's own node_modules (see lib.mjs `benchTools()`).
export { default as autocannon } from 'autocannon';
export { default as lighthouse } from 'lighthouse';
export { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
