import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // React Router 8's behaviour, taken now where the app already fits it. Two stay off on purpose:
  // v8_middleware makes the load context a RouterContextProvider (every loader reads
  // `context.api` today), and v8_passThroughRequests hands loaders the raw `.data` URL (loaders
  // read `request.url` for redirects and filters). Both are for the move to React Router 8.
  future: {
    v8_middleware: false,
    v8_passThroughRequests: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
