import { base64urlnopad } from '@scure/base'

/** Text for HTML: every character that could open markup or an attribute is escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** JSON inside a <script type="application/json">: `<` escaped so it cannot close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const STYLE =
  'body{font:16px system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;text-align:center}button,a.button{font:inherit;padding:.6rem 1.2rem;margin-top:1rem;display:inline-block}'

/**
 * A page of the worker's own origin (social login windows, device approval):
 * markup the caller built from escaped text, an optional script, a strict CSP
 * (no framing, forms only to this origin), never cached, never a referrer.
 */
export function htmlPage({ title, body, script, status = 200 }: { title: string; body: string; script?: string; status?: number }): Response {
  const nonce = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(16)))
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style nonce="${nonce}">${STYLE}</style></head>
<body>${body}${script === undefined ? '' : `<script nonce="${nonce}">${script}</script>`}</body></html>`
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // Codes, states and tokens in these addresses go to no one else.
      'Referrer-Policy': 'no-referrer',
    },
  })
}
