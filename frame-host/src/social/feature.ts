import { defineFeature } from '../store/index.js'
import { loginWithSocial } from './connect-social.js'
import { socialLoginSlice } from './social-login-slice.js'

/** Logging in with a social account (a popup or a redirect). */
export const feature = defineFeature({ slices: [socialLoginSlice], deferred: { loginWithSocial } })
