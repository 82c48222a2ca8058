import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, directives, seedProject } from './support.js'

beforeAll(async () => {
  await seedProject('approval-test', ['https://shop.example'])
  await seedProject('approval-named', ['https://shop.example'])
  await env.DB.prepare('UPDATE projects SET name = ? WHERE id = ?').bind('<b>Shop</b> "&"', 'approval-named').run()
})

describe('GET /approval', () => {
  it("serves the window with the project's name, read by the worker, in place of the placeholder", async () => {
    const response = await call('/approval?id=one&projectId=approval-test')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<meta name="porthole-project" content="Project approval-test">')
    expect(html).not.toContain('<!--porthole:project-->')
    expect(html).toContain('/assets/approval-TEST1234.js')
  })

  it('may never be framed, runs only its own scripts, fetches nothing and is never cached', async () => {
    const response = await call('/approval?id=one&projectId=approval-test')
    const csp = directives(response.headers.get('Content-Security-Policy'))
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('connect-src')).toEqual(["'none'"])
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'none'"])
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
  })

  it('names no project for an unknown id, and escapes a name it shows', async () => {
    const unknown = await (await call('/approval?id=one&projectId=nobody')).text()
    expect(unknown).toContain('<meta name="porthole-project" content="">')
    const missing = await (await call('/approval?id=one')).text()
    expect(missing).toContain('<meta name="porthole-project" content="">')
    const escaped = await (await call('/approval?id=one&projectId=approval-named')).text()
    expect(escaped).toContain('<meta name="porthole-project" content="&lt;b&gt;Shop&lt;/b&gt; &quot;&amp;&quot;">')
  })
})
