import {
  passkeyAddition,
  passkeyChallenge,
  passkeyRecovery,
  PasskeyPaths,
  passkeySecured,
  passkeySignedIn,
  type PasskeyAddition,
  type PasskeyAssertion,
  type PasskeyChallenge,
  type PasskeyPurpose,
  type PasskeyRecovery,
  type PasskeyRegistration,
  type PasskeySecured,
  type PasskeySignedIn,
} from '@porthole/protocol'
import type { AuthFetch } from '../../http/index.js'
import { postAuth } from '../auth-client.js'

export type PasskeyClient = {
  challenge(purpose: PasskeyPurpose): Promise<PasskeyChallenge>
  register(body: { challengeId: string; credential: PasskeyRegistration }): Promise<PasskeySignedIn>
  signIn(body: { challengeId: string; assertion: PasskeyAssertion }): Promise<PasskeySignedIn>
  /** The session's email or social account hands its smart account to the new passkey. */
  secure(body: { challengeId: string; credential: PasskeyRegistration }, token: string): Promise<PasskeySecured>
  /** A further passkey for the session's account, held by the worker until the Safe has it as an owner. */
  add(body: { challengeId: string; credential: PasskeyRegistration }, token: string): Promise<PasskeyAddition>
  /** The held passkey recorded, once the chain shows it among the Safe's owners. */
  addConfirm(body: { credentialId: string }, token: string): Promise<PasskeyAddition>
  /** The session's secured account proposes the new passkey as its owner, through the recovery module's delay. */
  recover(body: { challengeId: string; credential: PasskeyRegistration }, token: string): Promise<PasskeyRecovery>
  /** The proposed passkey made the owner once the delay has passed. */
  recoverFinish(body: { credentialId: string }, token: string): Promise<PasskeyRecovery>
}

/** The worker's passkey routes, on the frame's own origin; every answer is parsed, a refusal shows the worker's text. */
export function createPasskeyClient(fetch: AuthFetch): PasskeyClient {
  return {
    challenge: (purpose) => postAuth(fetch, PasskeyPaths.challenge, passkeyChallenge(), { purpose }),
    register: (body) => postAuth(fetch, PasskeyPaths.register, passkeySignedIn(), body),
    signIn: (body) => postAuth(fetch, PasskeyPaths.signIn, passkeySignedIn(), body),
    secure: (body, token) => postAuth(fetch, PasskeyPaths.secure, passkeySecured(), body, token),
    add: (body, token) => postAuth(fetch, PasskeyPaths.add, passkeyAddition(), body, token),
    addConfirm: (body, token) => postAuth(fetch, PasskeyPaths.addConfirm, passkeyAddition(), body, token),
    recover: (body, token) => postAuth(fetch, PasskeyPaths.recover, passkeyRecovery(), body, token),
    recoverFinish: (body, token) => postAuth(fetch, PasskeyPaths.recoverFinish, passkeyRecovery(), body, token),
  }
}
