import { defineFeature } from '../store/index.js'
import { namesSlice } from './names-slice.js'

/** Account names: the profile's, suggestions and registering one. */
export const feature = defineFeature({ slices: [namesSlice] })
