import {
  InternalRpcError,
  PasskeyFlowMessages,
  PasskeySafe,
  RecoveryModules,
  recoveryModuleAbi,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@porthole/protocol'
import { decodeFunctionResult, encodeFunctionData, isAddressEqual, type Hex } from 'viem'
import type { FrameServices, FrameState, FrameThunk } from '../../store/index.js'
import { embeddedActions, type RecoveryUnderWay } from '../embedded-slice.js'
import type { StoredSession } from '../embedded-storage.js'
import { smartAccountSecured } from '../smart-account-secured.js'
import { approvePasskeyCalls } from './approve-passkey-calls.js'
import { createPasskeyClient } from './passkey-client.js'
import { passkeyFailure, passkeyNetwork } from './passkey-login.js'
import { passkeyLoginSlice } from './passkey-login-slice.js'
import { passkeySignerProxy, safeHasOwner } from './passkey-owners.js'
import { passkeyForChallenge } from './passkey-window.js'

const { started, succeeded, failed } = passkeyLoginSlice.actions
const mismatch = () => new UnauthorizedProviderError(PasskeyFlowMessages.recoverMismatch)
type RpcTransport = ReturnType<FrameServices['transports']['forNetwork']>

/** The session and smart account of a secured email or social account, or the refusal. */
function securedAccount(state: FrameState, session: StoredSession | undefined): { session: StoredSession; safe: Hex } {
  const safe = state.smartAccount.address as Hex | undefined
  if (!session || session.passkey || !state.embedded.user?.smartAccountSecured || !safe) {
    throw new UnsupportedProviderMethodError(PasskeyFlowMessages.notRecoverable)
  }
  return { session, safe }
}

/** The recovery the module holds for the Safe, read through the frame's own transport (never the worker). */
async function requestOn(transport: RpcTransport, module: Hex, safe: Hex): Promise<{ newOwners: readonly Hex[]; executeAfter: number }> {
  const data = encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'getRecoveryRequest', args: [safe] })
  const answer = (await transport.request({ method: 'eth_call', params: [{ to: module, data }, 'latest'] })) as Hex
  if (answer === '0x') return { newOwners: [], executeAfter: 0 }
  const request = decodeFunctionResult({ abi: recoveryModuleAbi, functionName: 'getRecoveryRequest', data: answer })
  return { newOwners: request.newOwners, executeAfter: Number(request.executeAfter) }
}

/**
 * Whether a recovery of the secured smart account is under way, read from every recovery module
 * on chain (the worker could hide one, the chain cannot), on every open: the widget shows it
 * prominently until it is cancelled or finished.
 */
export function readRecovery(): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const safe = state.smartAccount.address as Hex | undefined
    const session = services.embedded.storage.readSession()
    if (!state.embedded.user?.smartAccountSecured || !safe || session?.passkey) return void dispatch(embeddedActions.recoveryRead(null))
    try {
      const transport = services.transports.forNetwork(passkeyNetwork(state))
      let found: RecoveryUnderWay | null = null
      for (const module of Object.values(RecoveryModules)) {
        const { newOwners, executeAfter } = await requestOn(transport, module, safe)
        if (executeAfter === 0 || newOwners.length === 0) continue
        const mine = session?.recoveryPasskey
        const proposedHere =
          !!mine && isAddressEqual(await passkeySignerProxy(transport, mine.publicKey, services.embedded.passkeySigner ?? PasskeySafe), newOwners[0]!)
        found = { module, newOwner: newOwners[0]!, executeAfter, proposedHere }
        break
      }
      dispatch(embeddedActions.recoveryRead(found))
    } catch {
      // A chain out of reach keeps what was read last; the next open reads again.
    }
  }
}

/**
 * "Recover with a new passkey", for a visitor signed in with the account's email or social identity
 * who lost every passkey: the passkey is made in the first-party window the click opened, the
 * worker's guardian key proposes it through the recovery module, and the frame checks the chain
 * holds exactly that proposal (the new passkey's own signer contract, which the factory derives
 * from its key) before it says the recovery started.
 */
export function recoverWithPasskey({ popup, id }: { popup: Window | undefined; id: string }): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const requestId = crypto.randomUUID()
    dispatch(started({ kind: 'recover', requestId }))
    try {
      if (!popup) throw new InternalRpcError(PasskeyFlowMessages.windowBlocked)
      const { storage, fetch } = services.embedded
      let account
      try {
        account = securedAccount(getState(), storage.readSession())
      } catch (error) {
        popup.close()
        throw error
      }
      const { session, safe } = account
      const transport = services.transports.forNetwork(passkeyNetwork(getState()))
      const client = createPasskeyClient(fetch)
      let made
      try {
        made = await passkeyForChallenge(popup, id, client.challenge('recover'), services.page.origin(), 'recover')
      } finally {
        popup.close()
      }
      const { created, challengeId, credential } = made
      const { checkRegistration } = await import('./passkey-account.js')
      const recovery = await client.recover({ challengeId, credential }, session.token)
      checkRegistration(created, recovery, PasskeyFlowMessages.recoverMismatch)
      const proxy = await passkeySignerProxy(transport, created.publicKey, services.embedded.passkeySigner ?? PasskeySafe)
      const module = recovery.module as Hex
      if (!isAddressEqual(recovery.safe as Hex, safe) || !isAddressEqual(recovery.signer as Hex, proxy)) throw mismatch()
      if (!Object.values(RecoveryModules).some((known) => isAddressEqual(known, module))) throw mismatch()
      const onChain = await requestOn(transport, module, safe)
      if (onChain.newOwners.length !== 1 || !isAddressEqual(onChain.newOwners[0]!, proxy)) throw mismatch()
      storage.writeSession({ ...session, recoveryPasskey: { credentialId: created.id, publicKey: created.publicKey } })
      dispatch(embeddedActions.recoveryRead({ module, newOwner: proxy, executeAfter: onChain.executeAfter, proposedHere: true }))
      dispatch(succeeded({ requestId }))
    } catch (error) {
      dispatch(failed({ requestId, error: passkeyFailure(error, PasskeyFlowMessages.recoverFailed) }))
    }
  }
}

/**
 * Once the delay has passed, in the browser that made the proposed passkey: the worker has the
 * module hand the Safe over, and the frame records the new passkey as the smart account's only
 * once the chain shows its signer contract as an owner.
 */
export function finishRecovery(): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const requestId = crypto.randomUUID()
    dispatch(started({ kind: 'recover-finish', requestId }))
    try {
      const { storage, fetch } = services.embedded
      const { session, safe } = securedAccount(getState(), storage.readSession())
      const proposed = session.recoveryPasskey
      if (!proposed) throw new UnsupportedProviderMethodError(PasskeyFlowMessages.notRecoverable)
      const transport = services.transports.forNetwork(passkeyNetwork(getState()))
      const { checkRegistration } = await import('./passkey-account.js')
      const finished = await createPasskeyClient(fetch).recoverFinish({ credentialId: proposed.credentialId }, session.token)
      checkRegistration({ id: proposed.credentialId, publicKey: proposed.publicKey }, finished, PasskeyFlowMessages.recoverMismatch)
      const proxy = await passkeySignerProxy(transport, proposed.publicKey, services.embedded.passkeySigner ?? PasskeySafe)
      if (!isAddressEqual(finished.signer as Hex, proxy) || !(await safeHasOwner(transport, safe, proxy))) throw mismatch()
      storage.writeSession({ ...session, recoveryPasskey: undefined })
      dispatch(smartAccountSecured(proposed, session.token))
      dispatch(embeddedActions.recoveryRead(null))
      dispatch(succeeded({ requestId }))
    } catch (error) {
      dispatch(failed({ requestId, error: passkeyFailure(error, PasskeyFlowMessages.recoverFinishFailed) }))
    }
  }
}

/**
 * "Cancel recovery", with a passkey the account still has: the Safe's own `cancelRecovery()` on the
 * module, an ordinary operation approved and signed in the approval window, which checks it is
 * exactly that call. The chain is read again after it is mined.
 */
export function cancelRecovery(): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const requestId = crypto.randomUUID()
    dispatch(started({ kind: 'recover-cancel', requestId }))
    try {
      const { session, safe } = securedAccount(getState(), services.embedded.storage.readSession())
      const recovery = getState().embedded.recovery
      const owner = session.smartAccountPasskey
      if (!recovery || !owner) throw new UnsupportedProviderMethodError(PasskeyFlowMessages.notRecoverable)
      const module = recovery.module as Hex
      const calls = [{ to: module, value: '0x0' as Hex, data: encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'cancelRecovery' }) }]
      await dispatch(approvePasskeyCalls(session, owner, safe, calls, { cancelsRecovery: module }))
      await dispatch(readRecovery())
      dispatch(succeeded({ requestId }))
    } catch (error) {
      dispatch(failed({ requestId, error: passkeyFailure(error, PasskeyFlowMessages.recoverCancelFailed) }))
    }
  }
}
