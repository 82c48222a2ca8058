import * as z from 'zod/mini'
import { lazy } from './lazy.js'
import { Locales } from './locales.js'

/** A snippet's `data-locale`: one of the supported tags, exactly (the worker drops anything else). */
export const locale = lazy(() => z.enum(Locales))
