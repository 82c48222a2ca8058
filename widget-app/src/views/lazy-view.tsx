import { use, type ComponentType } from 'react'

export type LazyView = ComponentType & {
  /** Starts loading the view's code; once loaded the view renders without suspending. */
  preload(): Promise<ComponentType>
}

/**
 * A view whose code arrives in its own chunk: the first paint needs only the
 * shell and Connect, so the rest is fetched on first use or by `preload`.
 * Unlike React.lazy, a failed load is tried again on the next render.
 */
export function lazyView<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyView {
  let loading: Promise<ComponentType> | undefined
  const preload = (): Promise<ComponentType> => {
    if (loading) return loading
    const promise: Promise<ComponentType> = load().then(
      (module) => {
        const component = pick(module)
        // React's `use` reads these: a loaded view renders at once instead of suspending.
        Object.assign(promise, { status: 'fulfilled', value: component })
        return component
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return (loading = promise)
  }
  function LazyView() {
    const Component = use(preload())
    return <Component />
  }
  return Object.assign(LazyView, { preload })
}
