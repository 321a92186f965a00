/**
 * Integration tests: the real Nest app over real HTTP (supertest) on a real PostgreSQL.
 * globalSetup starts one embedded PostgreSQL and migrates a template database;
 * each test file clones its own database from that template.
 */
module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  testRegex: 'test/integration/.*\\.integration-spec\\.ts$',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    // otplib's default plugins load @scure/base and @noble/hashes, which ship only as ES modules: Node 20
    // requires them natively, jest does not, so ts-jest turns those few files into CommonJS.
    '^.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?(@scure|@noble)/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
