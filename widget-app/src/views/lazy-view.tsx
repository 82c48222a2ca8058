import { use, type ComponentType } from 'react'
import { loadViewStrings } from '../i18n/load-locale.js'

export type LazyView = ComponentType & {
  /** Starts loading the view's code (again, after a failure); once loaded the view renders without suspending. */
  preload(): Promise<ComponentType>
  /** Forgets a failed load, so the next render fetches the code again. */
  reset(): void
}

/**
 * A view whose code arrives in its own chunk: the first paint needs only the
 * shell and Connect, so the rest is fetched on first use or by `preload`.
 * A failed load stays failed for rendering (the error boundary shows it)
 * until `reset`, unlike React.lazy, which never tries again.
 */
export function lazyView<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyView {
  let loading: Promise<ComponentType> | undefined
  let failed = false
  const current = (): Promise<ComponentType> => {
    if (loading) return loading
    // The view's English strings come with its code (i18n/load-locale.ts): it never renders a key.
    const promise = Promise.all([load(), loadViewStrings()]).then(
      ([module]) => {
        const component = pick(module)
        // React's `use` reads these: a loaded view renders at once instead of suspending.
        Object.assign(promise, { status: 'fulfilled', value: component })
        return component
      },
      (error: unknown) => {
        failed = true
        throw error
      },
    )
    return (loading = promise)
  }
  const reset = () => {
    loading = undefined
    failed = false
  }
  function LazyView() {
    const Component = use(current())
    return <Component />
  }
  return Object.assign(LazyView, {
    preload: () => {
      if (failed) reset()
      return current()
    },
    reset,
  })
}
