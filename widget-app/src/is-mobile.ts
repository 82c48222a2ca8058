/** A phone: narrow and touch (as MobileLinks reads it). One query list, read on every store change. */
const phone = typeof matchMedia === 'function' ? matchMedia('(max-width: 600px) and (pointer: coarse)') : undefined

export const isMobile = (): boolean => phone?.matches ?? false
