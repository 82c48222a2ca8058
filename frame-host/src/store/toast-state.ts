export type ToastVariant = 'loading' | 'success' | 'error'
export type Toast = { variant: ToastVariant; message: string }

export type ToastState = { open: boolean; variant: ToastVariant; message: string }

export const initialToastState: ToastState = { open: false, variant: 'success', message: '' }
