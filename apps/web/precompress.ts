import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every browser script and stylesheet,
 * which the server sends as they are (decision 047). Compressing once at build time affords the
 * slowest, smallest setting: 14 % fewer bytes than the quality 4 the server uses on the fly.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "mt-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const content = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}
