import { z } from "zod";

/**
 * Where this server runs. `local` and `test` are demos: demo people, the dev sign-in and the dev
 * code. `staging` and `production` are deployments: no demo people, no dev sign-in, no dev code.
 * Independent of NODE_ENV, which only says whether this is the optimised build.
 */
export const APP_ENVS = ["local", "test", "staging", "production"] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/** Whether /api/docs (the OpenAPI page and document) answers. */
export const API_DOCS_MODES = ["public", "off"] as const;
export type ApiDocsMode = (typeof API_DOCS_MODES)[number];

export const deploymentEnvShape = {
  APP_ENV: z.enum(APP_ENVS).default("local"),
  /** Default: public in local and test, off in staging and production. */
  API_DOCS: z.enum(API_DOCS_MODES).optional(),
};

/** Staging and production: real people's data, so nothing of the demo. */
export function isDeployment(appEnv: AppEnv): boolean {
  return appEnv === "staging" || appEnv === "production";
}

/**
 * The interface the server listens on when HOST is not set (decision 064): the demos on this machine
 * only (their one-click sign-in must not be offered to the network), a deployment on every interface,
 * as a container behind its load balancer must.
 */
export function defaultHost(appEnv: AppEnv): string {
  return isDeployment(appEnv) ? "0.0.0.0" : "127.0.0.1";
}

/**
 * A deployment logs every request (info) for its operators; a demo on someone's machine says only what
 * went wrong (warn), so its start-up text stays readable. LOG_LEVEL=info shows the requests there too.
 */
export function defaultLogLevel(appEnv: AppEnv): "info" | "warn" {
  return isDeployment(appEnv) ? "info" : "warn";
}

/** Where links in SMS and email point when PUBLIC_URL is not set: this server, on its own port. */
export function defaultPublicUrl(port: number): string {
  return `http://localhost:${port}`;
}

export function apiDocsMode(env: { APP_ENV: AppEnv; API_DOCS?: ApiDocsMode | undefined }): ApiDocsMode {
  return env.API_DOCS ?? (isDeployment(env.APP_ENV) ? "off" : "public");
}

/** A deployment refuses the fixed dev login code outright instead of quietly ignoring it. */
export function deploymentEnvProblems(env: {
  APP_ENV: AppEnv;
  DEV_LOGIN_CODE?: string | undefined;
}): string[] {
  if (!isDeployment(env.APP_ENV) || !env.DEV_LOGIN_CODE) return [];
  return [
    `DEV_LOGIN_CODE: ikke tillatt når APP_ENV=${env.APP_ENV}; fjern den / not allowed when APP_ENV=${env.APP_ENV}; remove it`,
  ];
}
