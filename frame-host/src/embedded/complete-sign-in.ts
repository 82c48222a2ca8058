import { connectionEstablished } from '../connection/index.js'
import { EMBEDDED_ID } from '../connectors/index.js'
import { connectorFor } from '../connector-registry.js'
import { connected } from '../shared-state/index.js'
import type { FrameThunk } from '../store/index.js'
import { createEmbeddedConnector } from './embedded-connector.js'
import { embeddedActions } from './embedded-slice.js'
import { smartAccountSecured } from './smart-account-secured.js'
import { initSmartAccount } from '../smart-account/index.js'

export declare namespace completeEmbeddedSignIn {
  type Options = {
    token: string
    address: string
    solanaAddress?: string | undefined
    expiresAt: number
    provider: string
    username?: string | null | undefined
    /** A passkey account: its own address is the smart account, and the key it was checked against is kept. */
    passkey?: { credentialId: string; publicKey: string } | undefined
  }
}

/**
 * The end of every embedded sign-in (email here, social in its own flow): the
 * session goes to frame storage, then the embedded connector connects like
 * any other wallet (on the last used chain, else the frame's network). The
 * identity's Solana account connects with it: one sign-in, an account per family.
 * Where the project enables smart accounts, the session first names the one
 * the key owns, so the EVM account connects as it (acting-account.ts).
 */
export function completeEmbeddedSignIn({
  token,
  address,
  solanaAddress,
  expiresAt,
  provider,
  username,
  passkey,
}: completeEmbeddedSignIn.Options): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const { storage } = services.embedded
    storage.writeSession({
      token,
      address,
      ...(solanaAddress ? { solanaAddress } : {}),
      expiresAt,
      provider,
      username: username ?? null,
      ...(passkey ? { passkey } : {}),
    })
    if (provider === 'email' && username) storage.emailLoginSucceeded(username)
    else if (!passkey) storage.socialLoginSucceeded(username ?? undefined)
    dispatch(embeddedActions.signedIn({ address, provider, username: username ?? null, expiresAt }))
    // Asked before either family connects: a dapp hears one family connect and may send a request at
    // once, which the other family's connecting a round trip later would push off the modal.
    const user = await dispatch(initSmartAccount(token, passkey ? address : undefined))
    // Signed in on another device than the one that secured the smart account: the session names the passkey.
    if (user?.smartAccountPasskey) dispatch(smartAccountSecured(user.smartAccountPasskey, token))
    const context = { dispatch, getState, services }
    const solana = solanaAddress ? connectorFor(context, EMBEDDED_ID, 'solana') : undefined
    if (solana) {
      const session = await solana.connect()
      dispatch(connected({ namespace: 'solana', connectorId: solana.id, accounts: session.accounts, caipNetworkId: session.caipNetworkId }))
    }
    const connector = createEmbeddedConnector(context)
    dispatch(connectionEstablished(connector, await connector.connect()))
  }
}
