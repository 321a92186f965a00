/**
 * React and react-dom are CommonJS: the bundle wraps each in a function that runs on its first `require`, which
 * would be in the middle of the entry's evaluation. Importing them here, in a module the build puts in the `react`
 * chunk (vite.config.ts, FRAMEWORK_CHUNKS), runs them when that chunk is evaluated: in the boot's first stage, a
 * task of its own.
 */
import 'react';
import 'react-dom/client';
import 'react/jsx-runtime';
