// Screenshots AppKit's and RainbowKit's Connect modals (light and dark) from the built page: `npm run shoot -- <out dir>`.
import { spawn } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { chromium } from 'playwright-core'

const out = process.argv[2] ?? 'shots'
const port = 25190
const preview = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true })
try {
  await waitFor(`http://127.0.0.1:${port}/`)
  await mkdir(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] })
  for (const kit of ['appkit', 'rainbowkit']) {
    for (const theme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width: 480, height: 800 }, colorScheme: theme })
      await page.goto(`http://127.0.0.1:${port}/?kit=${kit}&theme=${theme}`)
      // Both render their modal a moment after load; offline, AppKit's fetches fail and leave blanks.
      await page.waitForTimeout(4000)
      await page.screenshot({ path: `${out}/${kit}-${theme}.png`, animations: 'disabled' })
      await page.close()
    }
  }
  await browser.close()
} finally {
  process.kill(-preview.pid)
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer`)
}
