import { defineFeature } from '../store/index.js'
import { activitySlice } from './activity-slice.js'

/** The connected account's past transactions. */
export const feature = defineFeature({ slices: [activitySlice] })
