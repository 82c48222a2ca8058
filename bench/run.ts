/**
 * `npm run bench`: sizes, open times and host-page cost of the snippet, in one
 * run on this machine, against the targets listed in docs/testing.md.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../e2e/chromium.js'
import { approvalWindowRows } from './approval-window-rows.js'
import { startCountingProxy } from './counting-proxy.js'
import { downloadsToConnect } from './downloads.js'
import { hostCost } from './host-cost.js'
import { firstOpenRows } from './first-open-rows.js'
import { coldOpen, warmOpens } from './open-time.js'
import { benchProvider, type Latencies } from './provider.js'
import { embeddedSign, pageWalletSign, type SignLatencies } from './solana-sign.js'
import { groupBudgets } from '../devnet/src/sizes/budgets.js'
import { measureSizes } from '../devnet/src/sizes/measure-sizes.js'
import { quoteLatencies } from './quote-latency.js'
import { ANVIL_URL, DEMO, startStack, WORKER } from './stack.js'
import { swapOpenToQuote } from './swap.js'
import { userOperationRows } from './user-operation.js'
import { wagmiRows } from './wagmi-rows.js'
import { walletConnectQr } from './walletconnect.js'
import { kb, median, mib, ms, quantile } from './stats.js'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 7)
const OPEN_SAMPLES = Number(process.env.BENCH_OPEN_SAMPLES ?? 15)
const RPC_SAMPLES = 1_000
const QUOTE_SAMPLES = Number(process.env.BENCH_QUOTE_SAMPLES ?? 100)
const USEROP_SAMPLES = Number(process.env.BENCH_USEROP_SAMPLES ?? 10)
const SOLANA_SIGN_SAMPLES = Number(process.env.BENCH_SOLANA_SIGN_SAMPLES ?? 200)
const APPROVAL_SAMPLES = Number(process.env.BENCH_APPROVAL_SAMPLES ?? 20)
const WAGMI_SAMPLES = Number(process.env.BENCH_WAGMI_SAMPLES ?? 5)
const rows: string[][] = [['measure', 'value', 'target', 'Reown AppKit', 'RainbowKit']]
/**
 * What the page's and the frame's download measured before the first paint and the page channel were cut down
 * (Chromium 156, the frame in its own process): printed beside today's, so that growing back shows.
 */
const PREVIOUS = { hostJsBeforePaint: '98.8 KiB (the page channel in 9 of 15 runs)', allJs: '306.5 KiB', frameFirstPaint: '89,620 B' }
const ratio = (value: number, base: number) => `${(value / base).toFixed(3)}×`

const sizes = measureSizes()
rows.push(['loader.js raw / gzip', `${kb(sizes.loader.raw)} / ${kb(sizes.loader.gzip)}`, '≤ 4 KB gzip', '', ''])
rows.push(['page-channel chunk (idle) raw / gzip', `${kb(sizes.pageChannel.raw)} / ${kb(sizes.pageChannel.gzip)}`, '', '', ''])
const hostJs = sizes.loader.gzip + sizes.pageChannel.gzip
rows.push(['host page JS total gzip', kb(hostJs), '', `557 KB (${ratio(hostJs, 557 * 1024)})`, `275 KB (${ratio(hostJs, 275 * 1024)})`])
rows.push([
  'frame first-paint JS gzip (scripts and modulepreloads of frame.html)',
  `${kb(sizes.frameJs.gzip)} (was ${PREVIOUS.frameFirstPaint})`,
  `< 80 KiB (budget ${kb(groupBudgets.frameFirstPaint.gzip)})`,
  '',
  '',
])
rows.push(['frame initial CSS gzip', kb(sizes.frameCss.gzip), '', '', ''])
const preloaded = sizes.walletConnectPreloaded ? ' (listed in frame.html!)' : ''
rows.push([
  "frame Solana chunk (lazy: @solana/kit and the frame's Solana code) raw / gzip",
  `${kb(sizes.frameSolana.raw)} / ${kb(sizes.frameSolana.gzip)}${sizes.frameSolanaPreloaded ? ' (listed in frame.html!)' : ''}`,
  'not in first paint',
  '',
  '',
])
rows.push(['page @solana/web3.js chunk (legacy window.solana only) raw / gzip', `${kb(sizes.solanaWeb3.raw)} / ${kb(sizes.solanaWeb3.gzip)}`, '', '', ''])
rows.push([
  'WalletConnect chunk (lazy) raw / gzip',
  `${kb(sizes.walletConnect.raw)} / ${kb(sizes.walletConnect.gzip)}${preloaded}`,
  'not before the view',
  '',
  '',
])

const count = (n: number | unknown[]) => (typeof n === 'number' ? n : n.length).toLocaleString('en-US')
const latencyRows = (method: string, { provider, viem }: Latencies) => [
  [`${method} via porthole.provider, median / p99 (${count(provider)})`, `${ms(median(provider), 2)} / ${ms(quantile(provider, 0.99), 2)}`, '', '', ''],
  [`${method} via viem → anvil, median / p99 (${count(viem)})`, `${ms(median(viem), 2)} / ${ms(quantile(viem, 0.99), 2)}`, '', '', ''],
  [`${method} added latency, median`, ms(median(provider) - median(viem), 2), '≤ 1 ms', '', ''],
]

// The frame's RPC URL of chain 31337 is this proxy, so the posts the concurrent calls became are counted.
const proxy = await startCountingProxy(ANVIL_URL)
const stop = await startStack({ PORTHOLE_RPC_URL_31337: proxy.url })
const browser = await chromium.launch(chromiumLaunch)
try {
  const cold: number[] = []
  const coldCached: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    cold.push(await coldOpen(browser, false))
    coldCached.push(await coldOpen(browser, true))
  }
  const warm = await warmOpens(browser, SAMPLES * 3)
  const withSnippet = []
  const without = []
  for (let i = 0; i < SAMPLES; i++) {
    withSnippet.push(await hostCost(browser, true))
    without.push(await hostCost(browser, false))
  }
  const heapAdded = median(withSnippet.map((c) => c.heap)) - median(without.map((c) => c.heap))
  const blockingAdded = median(withSnippet.map((c) => c.blocking)) - median(without.map((c) => c.blocking))
  const warmMedian = median(warm)
  rows.push([
    `open → visible, warm (median of ${warm.length})`,
    ms(warmMedian),
    '≤ 50 ms',
    `113 ms (${ratio(warmMedian, 113)})`,
    `65 ms (${ratio(warmMedian, 65)})`,
  ])
  rows.push([`open → visible, cold, empty cache (median of ${SAMPLES})`, ms(median(cold)), '≤ 400 ms', '', ''])
  rows.push([`open → visible, cold, cached assets (median of ${SAMPLES})`, ms(median(coldCached)), '≤ 400 ms', '', ''])
  rows.push([
    `host JS heap added (median of ${SAMPLES})`,
    mib(heapAdded),
    '≤ 0.3 MiB',
    `8.5 MiB (${ratio(heapAdded, 8.5 * 1024 * 1024)})`,
    `6.9 MiB (${ratio(heapAdded, 6.9 * 1024 * 1024)})`,
  ])
  rows.push([`host total blocking time added (median of ${SAMPLES})`, ms(blockingAdded), '0 ms', '', ''])
  const downloads = await downloadsToConnect(browser, `${DEMO}/`, WORKER)
  rows.push([
    "Porthole's files fetched before the page's first paint, besides loader.js",
    `${downloads.beforeFirstPaint.length === 0 ? 'none' : downloads.beforeFirstPaint.join(', ')} (was ${PREVIOUS.hostJsBeforePaint})`,
    'none',
    '',
    '',
  ])
  rows.push(['all JS fetched (page and frame) until 10 s after Connect is drawn, gzip', `${kb(downloads.jsGzip)} (was ${PREVIOUS.allJs})`, '≤ 230 KiB', '', ''])
  rows.push(['every response until 10 s after Connect is drawn, gzip', kb(downloads.allGzip), '', '', ''])
  // The same cost for a wagmi page that reconnects on mount, each value beside the plain page's of its own samples.
  for (const [measure, plain, firstTime, returning, target] of await wagmiRows(browser, WAGMI_SAMPLES)) {
    rows.push([`${measure}: plain / wagmi first-time / wagmi returning`, `${plain} / ${firstTime} / ${returning}`, target!, '', ''])
  }
  // Both process modes launch browsers of their own; the samples are in `npm run bench:open`.
  for (const [measure, value, target] of await firstOpenRows(OPEN_SAMPLES)) rows.push([measure!, value!, target!, '', ''])

  const qr = await walletConnectQr(browser, SAMPLES)
  const early = qr.loadedEarly ? ' (chunk fetched before the view opened!)' : ''
  rows.push([`WalletConnect view → QR visible, first in page (median of ${SAMPLES})`, `${ms(median(qr.first))}${early}`, '', '', ''])
  rows.push([`WalletConnect view → QR visible, again (median of ${SAMPLES})`, ms(median(qr.again)), '', '', ''])

  const swap = await swapOpenToQuote(browser, SAMPLES)
  rows.push([`Swap view open → quote shown, first in page (median of ${SAMPLES})`, ms(median(swap.first)), '', '', ''])
  rows.push([`Swap view open → quote shown, again (median of ${SAMPLES})`, ms(median(swap.again)), '', '', ''])
  for (const { pair, times } of await quoteLatencies(WORKER, ANVIL_URL, QUOTE_SAMPLES)) {
    rows.push([`swap quote ${pair.name}, p50 / p99 (${count(times)})`, `${ms(median(times), 2)} / ${ms(quantile(times, 0.99), 2)}`, '', '', ''])
  }

  for (const [measure, value] of await userOperationRows(browser, USEROP_SAMPLES)) rows.push([measure!, value!, '', '', ''])

  const rpc = await benchProvider(browser, RPC_SAMPLES, proxy.reset)
  rows.push(...latencyRows('eth_chainId', rpc.chainId), ...latencyRows('eth_blockNumber', rpc.blockNumber))
  const signRows = (wallet: string, { porthole, direct }: SignLatencies, directName: string) => [
    [`Solana signMessage, ${wallet}, via Porthole, median (${count(porthole)})`, ms(median(porthole), 2), '', '', ''],
    [`Solana signMessage, ${wallet}, ${directName}, median (${count(direct)})`, ms(median(direct), 2), '', '', ''],
  ]
  rows.push(...signRows('page wallet', await pageWalletSign(browser, SOLANA_SIGN_SAMPLES), 'the wallet called directly'))
  for (const [measure, value, target] of await approvalWindowRows(browser, APPROVAL_SAMPLES)) rows.push([measure!, value!, target!, '', ''])
  rows.push(...signRows('embedded (approval included)', await embeddedSign(browser, SOLANA_SIGN_SAMPLES), "the worker's signing API called directly"))
  const { posts, calls } = proxy.counts()
  const answered = rpc.concurrent.correct === RPC_SAMPLES ? '' : `, only ${rpc.concurrent.correct} answered right`
  rows.push([
    `${count(RPC_SAMPLES)} concurrent eth_call via porthole.provider`,
    `${posts} HTTP posts (${calls} calls), ${ms(rpc.concurrent.ms)}${answered}`,
    '',
    '',
    '',
  ])
} finally {
  await browser.close()
  await stop()
  await proxy.close()
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
