/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API, `/api` when unset (same host). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
