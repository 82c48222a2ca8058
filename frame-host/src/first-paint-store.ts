import type { LocalFeatures, RemoteFeature, Theme } from '@porthole/protocol'
import { withLocal } from './config/local-features.js'
import { initialConnectionState } from './shared-state/connection-state.js'
import { initialModalState } from './shared-state/modal-state.js'
import { initialAlertState } from './store/alert-state.js'
import { initialFeaturesState } from './store/features-state.js'
import { initialToastState } from './store/toast-state.js'
import type { FrameDispatch, FrameState } from './store/types.js'
import { initialAllWalletsState } from './wallets/all-wallets-state.js'
import { initialHostWalletsState } from './wallets/host-wallets-state.js'

export declare namespace firstPaintState {
  type Options = {
    theme: Theme
    /** Those embedded in the frame document; none means every default. */
    features?: RemoteFeature[] | undefined
    /** The project's basic mode from the frame config. */
    basic?: boolean | undefined
    /** The snippet's own feature values, in force until the remote configuration arrives. */
    local?: LocalFeatures | undefined
  }
}

/** The slices a first-paint view reads (root-reducer.ts combines them), as the frame's store starts them. */
export type FirstPaintState = Pick<FrameState, 'modal' | 'toast' | 'connection' | 'hostWallets' | 'theme' | 'features' | 'alerts' | 'allWallets'>

/** What the first paint renders, and what the frame's store starts from: each slice's initial state, the theme and features from the config. */
export function firstPaintState({ theme, features = [], basic = false, local }: firstPaintState.Options): FirstPaintState {
  return {
    modal: initialModalState,
    toast: initialToastState,
    connection: initialConnectionState,
    hostWallets: initialHostWalletsState,
    theme: { mode: theme, variables: {}, tokens: { light: {}, dark: {} } },
    features: initialFeaturesState(withLocal({ features, basic }, local)),
    alerts: initialAlertState,
    allWallets: initialAllWalletsState,
  }
}

/** What react-redux's Provider and the views use of a store. */
export type ViewStore = { getState(): FrameState; subscribe(listener: () => void): () => void; dispatch: FrameDispatch }

export type FirstPaintStore = ViewStore & {
  /** The frame's store has started (startStore): what waited is dispatched on it, in order, and everything goes to it from now on. */
  handOver(store: ViewStore): void
}

/**
 * The store the first paint renders from, before Redux Toolkit's code has
 * arrived: a fixed state and no reducer. What its views dispatch meanwhile
 * (effects of the hidden view; nothing can be clicked before the frame
 * serves the page, which comes after the hand-over) waits, its result a
 * promise of what the frame's store returns. After the hand-over it is that
 * store to its subscribers, so the views keep this one and see the state
 * change in place, without rendering under a new Provider.
 */
export function createFirstPaintStore(options: firstPaintState.Options): FirstPaintStore {
  // Read only by first-paint views, which read only these slices.
  const state = firstPaintState(options) as FrameState
  const listeners = new Set<() => void>()
  const waiting: { action: Parameters<FrameDispatch>[0]; settle(result: unknown): void; fail(error: unknown): void }[] = []
  let started: ViewStore | undefined
  const dispatch = ((action: Parameters<FrameDispatch>[0]) => {
    if (started) return started.dispatch(action)
    return new Promise((settle, fail) => waiting.push({ action, settle, fail }))
  }) as FrameDispatch
  return {
    getState: () => (started ? started.getState() : state),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispatch,
    handOver(store) {
      if (started) throw new Error('The first paint store was handed over already')
      started = store
      store.subscribe(() => listeners.forEach((listener) => listener()))
      for (const { action, settle, fail } of waiting.splice(0)) {
        try {
          settle(store.dispatch(action))
        } catch (error) {
          fail(error)
        }
      }
      listeners.forEach((listener) => listener())
    },
  }
}
