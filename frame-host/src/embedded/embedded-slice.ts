import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { embeddedSignedOut } from '../shared-state/index.js'
import type { ApprovalRequest } from './approval-window/approval-request.js'
import type { RequestDescription } from './describe-request.js'

export type EmbeddedUser = {
  address: string
  provider: string
  username: string | null
  expiresAt: number
  /** Its smart account is owned by a passkey: the worker signs only for its own address (and Solana account). */
  smartAccountSecured?: boolean
}

/**
 * One request waiting for the visitor in ApproveTransaction. They are kept and
 * shown in arrival order, oldest first (not the stack): a page's newer
 * request never takes the place of the one the visitor is reading.
 */
export type PendingApproval = {
  id: string
  method: string
  chainName: string
  description: RequestDescription
  /** Exactly what is signed or sent once approved: what the approval window decodes and answers the digest of. */
  request: ApprovalRequest
  status: 'waiting' | 'sending'
}

/**
 * A recovery of the secured smart account under way, as the recovery module on chain holds it
 * (never as the worker says): `newOwner` takes over from `executeAfter` (unix seconds, chain time)
 * unless a passkey of the account cancels. `proposedHere`: this browser made the proposed passkey.
 */
export type RecoveryUnderWay = { module: string; newOwner: string; executeAfter: number; proposedHere: boolean }

export type EmailStep = 'VERIFY_DEVICE' | 'VERIFY_OTP'
export type UpdateStep = 'ENTER_EMAIL' | 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

export type EmbeddedState = {
  user: EmbeddedUser | null
  approvals: PendingApproval[]
  /** A method the embedded wallet does not do; `shown` once the 300 ms have passed. */
  notAllowed: { method: string; shown: boolean } | null
  email: { address: string; step: EmailStep } | null
  update: { newEmail: string; step: UpdateStep } | null
  /** Read from the chain on every open of a secured account: null when none is under way (or not read yet). */
  recovery: RecoveryUnderWay | null
}

const initialState: EmbeddedState = { user: null, approvals: [], notAllowed: null, email: null, update: null, recovery: null }

export const embeddedSlice = createSlice({
  name: 'embedded',
  initialState,
  reducers: {
    signedIn(state, { payload }: PayloadAction<EmbeddedUser>) {
      state.user = payload
      state.email = null
    },
    usernameChanged(state, { payload }: PayloadAction<string>) {
      if (state.user) state.user.username = payload
    },
    emailStepReached(state, { payload }: PayloadAction<{ address: string; step: EmailStep } | null>) {
      state.email = payload
    },
    updateStepReached(state, { payload }: PayloadAction<{ newEmail: string; step: UpdateStep } | null>) {
      state.update = payload
    },
    approvalQueued(state, { payload }: PayloadAction<PendingApproval>) {
      state.approvals.push(payload)
      state.notAllowed = null
    },
    approvalSending(state, { payload }: PayloadAction<string>) {
      const approval = state.approvals.find((a) => a.id === payload)
      if (approval) approval.status = 'sending'
    },
    approvalSettled(state, { payload }: PayloadAction<string>) {
      state.approvals = state.approvals.filter((a) => a.id !== payload)
    },
    approvalsCleared(state) {
      state.approvals = []
      state.notAllowed = null
    },
    notAllowedOpened(state, { payload }: PayloadAction<string>) {
      state.notAllowed = { method: payload, shown: false }
    },
    notAllowedShown(state) {
      if (state.notAllowed) state.notAllowed.shown = true
    },
    recoveryRead(state, { payload }: PayloadAction<RecoveryUnderWay | null>) {
      state.recovery = payload
    },
  },
  extraReducers: (builder) =>
    builder.addCase(embeddedSignedOut, (state) => {
      state.user = null
      state.update = null
      state.recovery = null
    }),
})

export const embeddedActions = { ...embeddedSlice.actions, signedOut: embeddedSignedOut }
