import * as z from 'zod/mini'
import { caipChainId } from './chain-data.js'
import { lazy } from './lazy.js'
import { accountType } from './smart-account.js'
import { Namespaces, type Namespace } from './chain-family.js'

/**
 * What the page API reports (`porthole.getState`, `getAccount`, `getNetwork`,
 * `subscribeEvents`), in the shapes AppKit users already read. The frame sends
 * the whole snapshot whenever any of it changes; the page checks it here.
 * Nothing in it lets the page act: it is what the dapp could learn through
 * its provider anyway, plus the modal's own state.
 */
const address = () => z.string().check(z.minLength(1), z.maxLength(128))

/** AppKit's account status: `reconnecting` while a stored connection is resumed on load. */
export const AccountStatuses = ['connected', 'disconnected', 'connecting', 'reconnecting'] as const
export type AccountStatus = (typeof AccountStatuses)[number]

/**
 * For an email or social account only. The visitor's email address is not
 * part of it: it was given to the wallet, not to the site (a site that wants
 * it asks for it itself).
 */
export const embeddedWalletInfo = lazy(() =>
  z.object({
    user: z.object({ username: z.nullable(z.string().check(z.maxLength(256))) }),
    /** 'email' or the social provider ('google', 'x', …). */
    authProvider: z.string().check(z.regex(/^[a-z]{1,32}$/)),
    accountType: accountType(),
    isSmartAccountDeployed: z.boolean(),
  }),
)
export type EmbeddedWalletInfo = z.infer<ReturnType<typeof embeddedWalletInfo>>

export const pageAccount = lazy(() =>
  z.object({
    status: z.enum(AccountStatuses),
    isConnected: z.boolean(),
    address: z.optional(address()),
    /** `<namespace>:<reference>:<address>` on the family's active network. */
    caipAddress: z.optional(z.string().check(z.maxLength(200))),
    allAccounts: z.array(z.object({ address: address(), type: accountType() })).check(z.maxLength(32)),
    embeddedWalletInfo: z.optional(embeddedWalletInfo()),
  }),
)
export type PageAccount = z.infer<ReturnType<typeof pageAccount>>

export const pageNetwork = lazy(() =>
  z.object({
    caipNetworkId: caipChainId(),
    /** The number for an EVM chain; the CAIP-2 reference (a genesis hash) for the other families. */
    chainId: z.union([z.number().check(z.int(), z.positive()), z.string().check(z.maxLength(64))]),
    /** 'Unknown Network' for one the frame does not offer. */
    name: z.string().check(z.maxLength(64)),
  }),
)
export type PageNetwork = z.infer<ReturnType<typeof pageNetwork>>

/** AppKit's public state: the modal open, the network selected, loading, initialized, the chain family in use. */
export const publicState = lazy(() =>
  z.object({
    open: z.boolean(),
    selectedNetworkId: caipChainId(),
    loading: z.boolean(),
    initialized: z.boolean(),
    activeChain: z.enum(Namespaces),
  }),
)
export type PublicState = z.infer<ReturnType<typeof publicState>>

const byNamespace = <T extends z.ZodMiniType>(schema: T) => z.object(Object.fromEntries(Namespaces.map((ns) => [ns, schema])) as Record<Namespace, T>)

export const pageSnapshot = lazy(() => z.object({ state: publicState(), accounts: byNamespace(pageAccount()), networks: byNamespace(pageNetwork()) }))
export type PageSnapshot = z.infer<ReturnType<typeof pageSnapshot>>

/** The widget's moments the page hears, named as AppKit's `subscribeEvents` names them. */
export const PageEventNames = ['MODAL_OPEN', 'MODAL_CLOSE', 'CONNECT_SUCCESS', 'CONNECT_ERROR', 'DISCONNECT_SUCCESS', 'SWITCH_NETWORK'] as const
export type PageEventName = (typeof PageEventNames)[number]

export const pageEvent = lazy(() =>
  z.object({
    type: z.enum(['track', 'error']),
    event: z.enum(PageEventNames),
    properties: z.optional(z.record(z.string().check(z.regex(/^[A-Za-z]{1,32}$/)), z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()]))),
  }),
)
export type PageEvent = z.infer<ReturnType<typeof pageEvent>>
