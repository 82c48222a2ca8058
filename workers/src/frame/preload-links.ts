/**
 * A `Link` header naming the frame document's own script and stylesheet, so
 * the browser fetches them as soon as the headers arrive instead of after it
 * has set the document up and parsed down to their tags. Each keeps its tag's
 * CORS mode, or the browser would fetch it twice.
 */
export function preloadLinks(template: string): string | undefined {
  const link = (tag: string, url: string, rel: string) => `<${url}>; ${rel}${/\scrossorigin\b/.test(tag) ? '; crossorigin' : ''}`
  const links = [
    ...[...template.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="(\/assets\/[^"]+\.js)"[^>]*>/g)].map((m) => link(m[0], m[1]!, 'rel=modulepreload')),
    ...[...template.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g)].map((m) =>
      link(m[0], m[1]!, 'rel=preload; as=style'),
    ),
  ]
  return links.length > 0 ? links.join(', ') : undefined
}
