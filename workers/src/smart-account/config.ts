import * as z from 'zod'
import type { Project } from '../projects/project.js'
import { readRpcUrls } from '../frame/rpc-urls.js'

/** CAIP-2 id (eip155 only: ERC-4337 is an EVM matter) → http(s) URL. */
const serviceUrls = z.record(z.string().regex(/^eip155:[1-9][0-9]{0,31}$/, 'keys are eip155 CAIP-2 ids'), z.url({ protocol: /^https?$/ }))
export type ServiceUrls = z.infer<typeof serviceUrls>

function parse(name: string, raw: string | undefined): ServiceUrls {
  if (raw === undefined || raw.trim() === '') return {}
  try {
    return serviceUrls.parse(JSON.parse(raw))
  } catch (error) {
    const reason = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message
    console.error(`[porthole] ${name} is ignored, so no network has it: ${reason}`)
    return {}
  }
}

const caches = new Map<string, { raw: string | undefined; urls: ServiceUrls }>()

/** A JSON variable of CAIP-2 id → URL, parsed once per value so a bad one is reported once. */
function read(name: string, raw: string | undefined): ServiceUrls {
  const cached = caches.get(name)
  if (cached && cached.raw === raw) return cached.urls
  const urls = parse(name, raw)
  caches.set(name, { raw, urls })
  return urls
}

/** `BUNDLER_URLS`: an ERC-4337 bundler (EntryPoint v0.7) per chain; without one a chain has no smart accounts. */
export const readBundlerUrls = (env: Env) => read('BUNDLER_URLS', env.BUNDLER_URLS)
/** `PAYMASTER_URLS`: an ERC-7677 paymaster per chain, optional; without one the smart account pays its own gas. */
export const readPaymasterUrls = (env: Env) => read('PAYMASTER_URLS', env.PAYMASTER_URLS)

/** Where the worker can run a smart account: a bundler to send through and an RPC URL to read the chain. */
export type SmartAccountChain = { chainId: number; caipId: string; rpcUrl: string; bundlerUrl: string; paymasterUrl?: string }

export function smartAccountChain(env: Env, chainId: number): SmartAccountChain | undefined {
  const caipId = `eip155:${chainId}`
  const bundlerUrl = readBundlerUrls(env)[caipId]
  const rpcUrl = readRpcUrls(env.RPC_URLS)[caipId]
  if (!bundlerUrl || !rpcUrl) return undefined
  const paymasterUrl = readPaymasterUrls(env)[caipId]
  return { chainId, caipId, rpcUrl, bundlerUrl, ...(paymasterUrl ? { paymasterUrl } : {}) }
}

/** Every chain the worker can run smart accounts on. */
export function smartAccountChains(env: Env): SmartAccountChain[] {
  return Object.keys(readBundlerUrls(env)).flatMap((caipId) => smartAccountChain(env, Number(caipId.slice('eip155:'.length))) ?? [])
}

/** The frame config's `smartAccountNetworks`: the project's networks the worker has a bundler (and RPC URL) for. */
export function frameSmartAccountNetworks(project: Project, env: Env): string[] {
  const available = new Set(smartAccountChains(env).map((chain) => chain.caipId))
  return project.smartAccountNetworks.filter((id) => available.has(id))
}
