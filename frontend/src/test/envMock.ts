// Stand-in for src/config/env.ts under Jest, which cannot parse `import.meta`.
export const API_BASE_URL = '/api';
