import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { Namespaces, SolanaNetworkIds, type Namespace } from '@porthole/protocol'
import { namespaceOf, type Network } from '../chains/index.js'
import { connected, setActiveNetwork } from '../shared-state/index.js'

export type NetworkState = {
  /** The networks the frame offers, fixed at boot (none in the first paint, which shows no network). */
  available: Network[]
  /** CAIP-2 id of the active network of each chain family; may be one not offered ('Unknown Network'). */
  active: Record<Namespace, string>
  /** Where each family starts: the spec's defaults, or the project's default network for its family. */
  default: Record<Namespace, string>
}

/** The default chain is eip155:1; each other family starts on its main network. */
export const DEFAULT_ACTIVE: Record<Namespace, string> = {
  eip155: 'eip155:1',
  solana: SolanaNetworkIds.mainnet,
  bip122: 'bip122:000000000019d6689c085ae165831e93',
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  cosmos: 'cosmos:cosmoshub-4',
}

const initialState: NetworkState = { available: [], active: DEFAULT_ACTIVE, default: DEFAULT_ACTIVE }

/**
 * The state at boot: the project's default network (frame config
 * `defaultNetwork`) replaces its family's default, and is where that family
 * starts, unless the frame does not offer it. A family whose local cluster
 * is offered (the local stack) starts there otherwise: a first balance and
 * send must work offline. A family whose spec default the project does not
 * offer starts on the first network of it that the project lists.
 */
export function initialNetworkState(available: Network[], projectDefault?: string): NetworkState {
  const offered = available.find((n) => n.caipNetworkId === projectDefault)
  const local = available.some((n) => n.caipNetworkId === SolanaNetworkIds.localnet) ? { solana: SolanaNetworkIds.localnet } : {}
  const firstOffered = Object.fromEntries(
    Namespaces.flatMap((family) => {
      if (available.some((n) => n.caipNetworkId === DEFAULT_ACTIVE[family])) return []
      const first = available.find((n) => n.namespace === family)
      return first ? [[family, first.caipNetworkId]] : []
    }),
  )
  const defaults = { ...DEFAULT_ACTIVE, ...firstOffered, ...local, ...(offered ? { [offered.namespace]: offered.caipNetworkId } : {}) }
  return { available, active: defaults, default: defaults }
}

export const networkSlice = createSlice({
  name: 'network',
  initialState,
  reducers: {
    /** The start's: the offered networks and where each family starts (initialNetworkState). */
    offered: (_state, { payload }: PayloadAction<NetworkState>) => payload,
  },
  extraReducers: (builder) =>
    builder
      .addCase(setActiveNetwork, (state, { payload }) => {
        const namespace = namespaceOf(payload)
        if (namespace) state.active[namespace] = payload
      })
      .addCase(connected, (state, { payload }) => {
        state.active[payload.namespace] = payload.caipNetworkId
      }),
})

export const { offered: networksOffered } = networkSlice.actions
