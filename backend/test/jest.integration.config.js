/**
 * Integration tests: the real Nest app over real HTTP (supertest) on a real PostgreSQL.
 * globalSetup starts one embedded PostgreSQL and migrates a template database;
 * each test file clones its own database from that template.
 */
module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  testRegex: 'test/integration/.*\\.integration-spec\\.ts$',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
