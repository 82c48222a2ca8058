import { hasFamilyFeature, Messages } from '@porthole/protocol'
import { getAddress, isAddress, toHex } from 'viem'
import { eip155ChainId } from '../chains/index.js'
import { activeConnector } from '../connector-registry.js'
import { type FrameThunk, selectActiveNetworkId, selectAddress, showToast } from '../store/index.js'
import { replaceView } from '../shared-state/index.js'
import { evmCoinType, isValidAccountName, registrationMessage } from './account-name.js'
import { profileFetched, registerEnded, registerStarted, suggestionsFailed, suggestionsFetched, suggestionsStarted } from './names-slice.js'

/** Ens cache. */
export const NAME_CACHE_MS = 5 * 60_000

/** The account's registered name, cached 5 minutes; `force` re-reads it. */
export function fetchProfileName({ force = false, now = Date.now() }: { force?: boolean; now?: number } = {}): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const address = selectAddress(state)
    if (!address || !hasFamilyFeature(state.modal.activeChain, 'names')) return
    const { names } = state
    if (!force && names.profileAddress === address && names.profileFetchedAt !== undefined && now - names.profileFetchedAt < NAME_CACHE_MS) return
    try {
      const [profile] = await services.chainData.reverseNames(address)
      const image = profile?.attributes?.avatar
      dispatch(profileFetched({ address, at: now, ...(profile ? { name: profile.name } : {}), ...(image ? { image } : {}) }))
    } catch {
      // The Account view simply shows no name; the lookup is tried again on the next visit.
      console.warn(Messages.errorFetchingNamesForAddress)
    }
  }
}

/** Suggestions for the label typed so far; an older answer never replaces a newer one. */
export function fetchNameSuggestions(label: string): FrameThunk<Promise<void>> {
  return async (dispatch, _getState, services) => {
    dispatch(suggestionsStarted(label))
    if (label === '') return
    try {
      dispatch(suggestionsFetched({ query: label, names: await services.chainData.nameSuggestions(label) }))
    } catch {
      dispatch(suggestionsFailed({ query: label, error: Messages.errorFetchingNameSuggestions }))
    }
  }
}

/**
 * Name registration: the message is signed through the active
 * connector, whichever wallet that is, then posted. Success opens
 * RegisterAccountNameSuccess; any failure (a refusal in the wallet too)
 * shows 'Error registering name {name}' and returns to the form.
 */
export function registerAccountName(label: string, suffix: string, now = Date.now()): FrameThunk<Promise<boolean>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const address = selectAddress(state)
    const chainId = eip155ChainId(selectActiveNetworkId(state))
    const name = `${label}${suffix}`
    const connector = activeConnector({ dispatch, getState, services }, 'eip155')
    if (!isValidAccountName(label) || !address || !isAddress(address) || chainId === undefined || !connector) {
      dispatch(showToast({ variant: 'error', message: Messages.errorRegisteringName(name) }))
      return false
    }
    dispatch(registerStarted())
    try {
      const message = registrationMessage(name, now)
      const signature = await connector.request({ method: 'personal_sign', params: [toHex(message), getAddress(address)] })
      if (typeof signature !== 'string') throw new Error('no signature')
      await services.chainData.registerName({ coin_type: evmCoinType(chainId), address: getAddress(address), message, signature })
      dispatch(registerEnded({ address, name }))
      dispatch(replaceView('RegisterAccountNameSuccess'))
      return true
    } catch {
      dispatch(registerEnded())
      dispatch(replaceView('RegisterAccountName'))
      dispatch(showToast({ variant: 'error', message: Messages.errorRegisteringName(name) }))
      return false
    }
  }
}
