/**
 * Build-time settings. The only module that reads `import.meta.env`, so tests
 * can replace it (see jest.config.cjs).
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';
