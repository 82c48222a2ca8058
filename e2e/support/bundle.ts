import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const bundles = new Map<string, Promise<string>>()

/**
 * A browser module of e2e/support bundled (once per test worker) into an IIFE
 * for `page.addInitScript({ content })`: a string, never a function, which tsx
 * would wrap in helpers the page does not have.
 */
export function pageScript(entry: string): Promise<string> {
  let bundled = bundles.get(entry)
  if (!bundled) {
    bundled = build({
      entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]!.text)
    bundles.set(entry, bundled)
  }
  return bundled
}
