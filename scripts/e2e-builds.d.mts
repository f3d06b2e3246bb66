/** Types for scripts/e2e-builds.mjs (plain JavaScript, so `npm test` runs it without tsx). */
export declare const DEMO_E2E: {
  apiPort: number;
  webPort: number;
  mailSmtpPort: number;
  mailWebPort: number;
  distDir: string;
};
export declare function demoEnv(): Record<string, string>;
export declare const STAGING: { webPort: number; apiPort: number; distDir: string };
export declare const STAGING_WEB_URL: string;
export declare const STAGING_API_URL: string;
export declare function stagingBuild(): {
  command: string;
  args: string[];
  env: Record<string, string>;
};
export declare function usePrebuilt(distDir: string): boolean;
