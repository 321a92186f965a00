// The benchmarks' and checks' tools, resolved from this folder's own node_modules (see lib.mjs `benchTools()`).
export { default as autocannon } from 'autocannon';
export { default as lighthouse } from 'lighthouse';
export { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
// The path of the Nu HTML Checker's jar (run with `java -jar`).
export { default as vnuJar } from 'vnu-jar';
