interface ImportMetaEnv {
  /** The API's base URL; http://localhost:8787 when unset. */
  readonly VITE_API_URL?: string;
}
