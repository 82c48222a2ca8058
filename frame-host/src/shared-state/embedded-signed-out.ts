import { createAction } from '@reduxjs/toolkit'

/** The visitor left the embedded wallet (signed out, or its session lapsed): the embedded slice forgets the user, the smart-account slice its account. */
export const embeddedSignedOut = createAction('embedded/signedOut')
