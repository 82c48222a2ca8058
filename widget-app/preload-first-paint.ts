import type { Plugin } from 'vite'

/**
 * Lists the chunks named (the first paint's, which frame.html's script imports
 * one after the other) as modulepreloads in frame.html, so they are all
 * fetched at once, with the document, instead of each after the one before.
 */
export function preloadFirstPaint(names: readonly string[]): Plugin {
  return {
    name: 'porthole:preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk' && names.includes(file.name) && !html.includes(file.fileName))
        return chunks.map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }))
      },
    },
  }
}
