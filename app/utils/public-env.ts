/** Configuration the browser may see; rendered into the page as `window.__ENV`. */
export interface PublicEnv {
  SENTRY_DSN?: string;
  SENTRY_ENVIRONMENT: string;
  SENTRY_TRACES_SAMPLE_RATE: number;
}

declare global {
  interface Window {
    __ENV?: PublicEnv;
  }
}
