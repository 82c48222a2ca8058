import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const bundles = new Map<string, Promise<string>>()

/**
 * A browser module bundled (once per process) into an IIFE for
 * `page.addInitScript({ content })`: a string, never a function, which tsx
 * would wrap in helpers the page does not have. Minified: the test wallet (viem inside) runs in
 * every document of a test, frames and windows included, and unminified it added 200 ms to each
 * load of the demo page (70 ms minified).
 */
export function pageScript(entry: URL): Promise<string> {
  const path = fileURLToPath(entry)
  let bundled = bundles.get(path)
  if (!bundled) {
    bundled = build({
      entryPoints: [path],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
      minify: true,
    }).then((result) => result.outputFiles[0]!.text)
    bundles.set(path, bundled)
  }
  return bundled
}
