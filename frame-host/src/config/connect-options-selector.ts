import { createSelector } from '@reduxjs/toolkit'
import { selectFeatures } from '../store/selectors.js'
import { connectOptions } from './connect-methods.js'

/** The Connect view's methods and socials, following the features in the store. */
export const selectConnectOptions = createSelector([selectFeatures], connectOptions)
