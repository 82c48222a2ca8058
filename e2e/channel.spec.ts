import { expect, test } from './support/test.js'
import { expectClosed, modal, openDemo } from './support/widget.js'

test('messages from another window, another origin or of a wrong shape reach no handler', async ({ page }) => {
  await openDemo(page)
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[porthole] ignored')) warnings.push(message.text())
  })

  const posted = await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Porthole wallet"]')!.contentWindow!
    const big = 'x'.repeat(1_000_000)
    const shapes: unknown[] = [
      null,
      42,
      'porthole:connect',
      { tag: 'porthole:connect' },
      { tag: 'porthole:connect', version: 2 },
      { tag: 'porthole:connect', version: '1' },
      JSON.parse('{"__proto__": {"polluted": true}, "tag": "porthole:connect", "version": 1}'),
      { constructor: { prototype: { polluted: true } } },
      { id: '1', type: 'APPLY', path: ['open'], argumentList: [{ type: 'RAW', value: 'Account' }] },
      { id: '2', type: 'GET', path: ['__proto__'] },
      { id: '3', type: 'SET', path: ['open'], value: { type: 'RAW', value: 1 } },
      [1, 2, 3],
      { tag: big },
    ]
    let count = 0
    for (let i = 0; i < 1_000; i++) {
      let message = shapes[i % shapes.length]
      // Big strings are costly to clone: a handful is enough to prove they are refused.
      if (i % shapes.length === shapes.length - 1 && i > 130) message = { tag: Math.random().toString(36) }
      if (i % 7 === 0) message = { random: Math.random(), nested: { deep: [Math.random()] } }
      frame.postMessage(message, '*')
      count++
    }
    // A well-formed handshake with two ports, from a window that is not the frame's parent.
    for (const sandbox of [false, true]) {
      const sibling = document.createElement('iframe')
      if (sandbox) sibling.sandbox.add('allow-scripts')
      sibling.srcdoc = `<script>
        const a = new MessageChannel(), b = new MessageChannel()
        parent.frames[0].postMessage({ tag: 'porthole:connect', version: 1 }, '*', [a.port2, b.port2])
      </script>`
      document.body.append(sibling)
      count++
    }
    return count
  })

  await expect.poll(() => warnings.length, { timeout: 20_000 }).toBe(posted)
  expect(Object.prototype).not.toHaveProperty('polluted')
  // Nothing opened the modal or changed its view; the real channel still works.
  await expectClosed(page)
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
})
