import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // React Router 8's behaviour, taken now where the app already fits it. Three stay off on purpose,
  // for the move to React Router 8: v8_middleware makes the load context a RouterContextProvider
  // (every loader reads `context.api` today); v8_passThroughRequests hands loaders the raw `.data`
  // URL (loaders read `request.url` for redirects and filters); with v8_viteEnvironmentApi the
  // production build's pages differ: e2e/booking.test.ts at 390 px finds the price bar over the
  // job's fields.
  future: {
    v8_middleware: false,
    v8_passThroughRequests: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
