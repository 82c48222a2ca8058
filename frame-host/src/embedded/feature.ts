import { defineFeature } from '../store/index.js'
import { listenEmbedded } from './embedded-listeners.js'
import { embeddedSlice } from './embedded-slice.js'
import { startEmailLogin } from './email-login.js'
import { createPasskeyAccount, signInWithPasskey } from './passkey/passkey-calls.js'
import { passkeyLoginSlice } from './passkey/passkey-login-slice.js'

/** The embedded wallet: email and passkey sign-in, its account and the approvals it asks for. */
export const feature = defineFeature({
  slices: [embeddedSlice, passkeyLoginSlice],
  listeners: [listenEmbedded],
  deferred: { startEmailLogin, createPasskeyAccount, signInWithPasskey },
})
