import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const PUBLIC = 'dist/public'

export type Size = { raw: number; gzip: number }

function size(files: string[]): Size {
  return files.reduce(
    (total, file) => {
      const bytes = readFileSync(`${PUBLIC}${file}`)
      return { raw: total.raw + bytes.length, gzip: total.gzip + gzipSize(file) }
    },
    { raw: 0, gzip: 0 },
  )
}

const gzipSize = (file: string) => gzipSync(readFileSync(`${PUBLIC}${file}`), { level: 9 }).length

/** Every script chunk the build wrote that frame.html does not list: fetched later, each on its own road. */
export function lazyChunks(): { file: string; gzip: number }[] {
  const html = readFileSync(`${PUBLIC}/frame.html`, 'utf8')
  return readdirSync(`${PUBLIC}/assets`)
    .filter((file) => file.endsWith('.js') && !html.includes(`/assets/${file}`))
    .map((file) => ({ file, gzip: gzipSize(`/assets/${file}`) }))
}

/** The scripts and modulepreloads a document lists. */
const scriptsOf = (html: string) => [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!)

/** What the host page and the frame download before anything is shown. */
export function measureSizes() {
  const loader = readFileSync(`${PUBLIC}/loader.js`, 'utf8')
  const channel = /"(\/assets\/page-channel-[^"]+\.js)"/.exec(loader)?.[1]
  if (!channel) throw new Error('loader.js names no page-channel chunk: run npm run build')
  const html = readFileSync(`${PUBLIC}/frame.html`, 'utf8')
  const linked = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!)
  const signClient = readdirSync(`${PUBLIC}/assets`).filter((f) => /^sign-client-.+\.js$/.test(f))
  if (signClient.length !== 1) throw new Error(`expected one sign-client chunk, found ${signClient.length}: run npm run build`)
  const frameSolana = readdirSync(`${PUBLIC}/assets`).filter((f) => /^frame-solana-.+\.js$/.test(f))
  if (frameSolana.length !== 1) throw new Error(`expected one frame-solana chunk, found ${frameSolana.length}: run npm run build`)
  const channelText = readFileSync(`${PUBLIC}${channel}`, 'utf8')
  const web3 = /"\.\/(solana-web3-[^"]+\.js)"/.exec(channelText)?.[1]
  if (!web3) throw new Error('the page channel names no solana-web3 chunk: run npm run build')
  const approvalHtml = readFileSync(`${PUBLIC}/approval.html`, 'utf8')
  return {
    loader: size(['/loader.js']),
    pageChannel: size([channel]),
    frameJs: size(scriptsOf(html)),
    frameCss: size(linked(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)),
    /** Fetched when the ConnectingWalletConnect view opens, never listed in frame.html. */
    walletConnect: size([`/assets/${signClient[0]}`]),
    walletConnectPreloaded: html.includes(signClient[0]!),
    /** Fetched by the page channel only when a legacy `window.solana` signs a transaction. */
    solanaWeb3: size([`/assets/${web3}`]),
    /** The frame's Solana code and @solana/kit: fetched with the first Solana balance or request. */
    frameSolana: size([`/assets/${frameSolana[0]}`]),
    frameSolanaPreloaded: html.includes(frameSolana[0]!),
    /** The approval window's entry: what approval.html's script and modulepreloads fetch before its first render. */
    approvalWindow: size(scriptsOf(approvalHtml)),
  }
}
