import { Messages, PROTOCOL_VERSION } from '@porthole/protocol'
import * as z from 'zod/mini'
import { type Fetch, fetchJson, type HttpTexts } from '../http/index.js'
import {
  balanceResponse,
  historyResponse,
  identityResponse,
  nameProfile,
  reverseResponse,
  suggestionsResponse,
  supportedChainsResponse,
  type HistoryPage,
  type Identity,
  type NameProfile,
  type TokenBalanceResponse,
} from './schemas.js'

const SDK_TYPE = 'porthole'
/** HTTP timeout: a call that hangs fails like any other, so no view waits forever. */
export const CHAIN_DATA_TIMEOUT_MS = 10_000

/** A failure names the path; callers turn it into the spec's text by its code and values. */
const textsFor = (path: string): HttpTexts => ({
  network: `${path}: network error`,
  refused: ({ status }) => `${path}: ${Messages.httpStatus(status)}`,
  malformed: () => `${path}: unexpected answer`,
})

/** One call of the blockchain API: a GET with `query`, or a POST of `body`. */
export type ChainDataCall = { query?: Record<string, string | undefined>; body?: unknown; signal?: AbortSignal | undefined }

/** `POST /v1/profile/account`. */
export type RegisterNameBody = { coin_type: number; address: string; message: string; signature: string }

export type ChainDataClient = {
  /** On one chain, or on every chain of the address's family when `caipNetworkId` is undefined. */
  getBalances(address: string, caipNetworkId: string | undefined, options?: { forceUpdate?: boolean; signal?: AbortSignal }): Promise<TokenBalanceResponse[]>
  getHistory(address: string, caipNetworkId: string, cursor?: string, signal?: AbortSignal): Promise<HistoryPage>
  getIdentity(address: string): Promise<Identity>
  /** The profile of a full name (with its suffix); undefined when nobody holds it. */
  lookupName(name: string): Promise<NameProfile | undefined>
  reverseNames(address: string): Promise<NameProfile[]>
  nameSuggestions(name: string, signal?: AbortSignal): Promise<string[]>
  registerName(body: RegisterNameBody): Promise<void>
  supportedChains(): Promise<string[]>
  /** Any other path of the API, parsed by `schema`: for the clients of features that load with their views (swap, on-ramp). */
  call<T>(schema: z.ZodMiniType<T>, path: string, init: ChainDataCall): Promise<T>
  /** The project POST bodies name. */
  readonly projectId: string
}

export declare namespace createChainDataClient {
  type Options = {
    fetch: Fetch
    projectId: string
    /** Where the paths live; the frame's own origin (relative URLs) unless configured. */
    baseUrl?: string
    timeoutMs?: number
  }
}

/**
 * Blockchain API. GETs carry projectId, st and sv. Every answer is
 * parsed by its schema; anything else is an HttpError.
 */
export function createChainDataClient({ fetch, projectId, baseUrl = '', timeoutMs = CHAIN_DATA_TIMEOUT_MS }: createChainDataClient.Options): ChainDataClient {
  const base = baseUrl.replace(/\/+$/, '')

  function call<T>(schema: z.ZodMiniType<T>, path: string, init: ChainDataCall & { allow404?: boolean }): Promise<T | undefined> {
    const query = new URLSearchParams({ projectId, st: SDK_TYPE, sv: String(PROTOCOL_VERSION) })
    for (const [key, value] of Object.entries(init.query ?? {})) if (value !== undefined) query.set(key, value)
    const url = init.body === undefined ? `${base}${path}?${query}` : `${base}${path}`
    const request = { body: init.body, signal: init.signal, timeoutMs, ...(init.allow404 ? { absentOn: 404 } : {}) }
    return fetchJson<T | undefined>(fetch, url, request, schema, textsFor(path))
  }
  const required = <T>(value: T | undefined): T => value as T
  const segment = encodeURIComponent

  return {
    async getBalances(address, caipNetworkId, { forceUpdate = false, signal } = {}) {
      const query = { currency: 'usd', chainId: caipNetworkId, forceUpdate: forceUpdate ? 'true' : undefined }
      return required(await call(balanceResponse(), `/v1/account/${segment(address)}/balance`, { query, signal })).balances
    },
    async getHistory(address, caipNetworkId, cursor, signal) {
      const page = required(await call(historyResponse(), `/v1/account/${segment(address)}/history`, { query: { chainId: caipNetworkId, cursor }, signal }))
      return page.next ? { data: page.data, next: page.next } : { data: page.data }
    },
    async getIdentity(address) {
      const identity = required(await call(identityResponse(), `/v1/identity/${segment(address)}`, { query: { sender: address } }))
      return { ...(identity.name ? { name: identity.name } : {}), ...(identity.avatar ? { avatar: identity.avatar } : {}) }
    },
    lookupName: (name) => call(nameProfile(), `/v1/profile/account/${segment(name)}`, { query: { apiVersion: '2' }, allow404: true }),
    async reverseNames(address) {
      return (await call(reverseResponse(), `/v1/profile/reverse/${segment(address)}`, { query: { sender: address, apiVersion: '2' }, allow404: true })) ?? []
    },
    async nameSuggestions(name, signal) {
      return required(await call(suggestionsResponse(), `/v1/profile/suggestions/${segment(name)}`, { signal })).suggestions.map((s) => s.name)
    },
    async registerName(body) {
      // Only the status matters: the name is read back through the reverse lookup.
      await call(z.unknown(), '/v1/profile/account', { body })
    },
    async supportedChains() {
      return required(await call(supportedChainsResponse(), '/v1/supported-chains', {})).http
    },
    call: async (schema, path, init) => required(await call(schema, path, init)),
    projectId,
  }
}
