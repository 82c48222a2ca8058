import { defineFeature } from '../store/index.js'
import { listenEmbedded } from './embedded-listeners.js'
import { embeddedSlice } from './embedded-slice.js'
import { startEmailLogin } from './email-login.js'

/** The embedded wallet: email sign-in, its account and the approvals it asks for. */
export const feature = defineFeature({ slices: [embeddedSlice], listeners: [listenEmbedded], deferred: { startEmailLogin } })
