import type { Plugin } from 'vite'

/** Code of the frame whose dynamic imports load as the frame starts or a view opens: those are followed. */
const FOLLOWED_DYNAMIC = /widget-app[\\/]src[\\/]|frame-host[\\/]src[\\/]features\.ts$/

/**
 * The modules the frame's start and its views reach (static imports from the entries, and the
 * dynamic imports of widget-app and of the features' list), found once the module graph is
 * complete. What the frame's own code imports dynamically (a wallet method's handler, a session
 * grant, a batch's calls) is not among them unless something reached imports it statically: the
 * chunks put it apart, so that it is fetched when first used, not by every visitor.
 */
export function startReach(): { plugin: Plugin; reached: (id: string) => boolean } {
  let reachedIds: Set<string> | undefined
  const plugin: Plugin = {
    name: 'porthole:start-reach',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const pending = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      reachedIds = new Set()
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (reachedIds.has(id)) continue
        reachedIds.add(id)
        const info = this.getModuleInfo(id)
        if (!info) continue
        pending.push(...info.importedIds)
        if (FOLLOWED_DYNAMIC.test(id)) pending.push(...info.dynamicallyImportedIds)
      }
    },
  }
  const reached = (id: string) => {
    if (!reachedIds) throw new Error('the chunks were grouped before the module graph was complete')
    return reachedIds.has(id)
  }
  return { plugin, reached }
}
