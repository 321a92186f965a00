/**
 * Jest: component and unit tests under src/ (jsdom, compiled by SWC).
 * Playwright specs live in e2e/ and are never collected here.
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/test/jsdomEnvironment.cjs',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/dist/'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // Limits and prices shared with the API (the alias of tsconfig.json and vite.config.ts).
    '^@shared/(.*)$': '<rootDir>/../backend/src/shared/$1',
    // antd's CommonJS build reaches into the ESM folder of @ant-design/colors.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // The kit's icons import the icon data's ESM build; the CommonJS twin has the same files.
    '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
    // src/config/env.ts reads import.meta.env, which CommonJS cannot parse.
    '^(\\.{1,2}/)+config/env$': '<rootDir>/src/test/envMock.ts',
    '\\.(css|less)$': '<rootDir>/src/test/styleMock.cjs',
    '\\.(svg|png|jpe?g|gif|webp|mp4|webm)$': '<rootDir>/src/test/fileMock.cjs',
  },
  testTimeout: 20000,
  // Jest's default (cores - 1) is one worker on a 2-core machine; the runner itself sits idle.
  maxWorkers: 2,
  clearMocks: true,
  restoreMocks: true,
};
