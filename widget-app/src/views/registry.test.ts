import { Views, type View } from '@porthole/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { en } from '../i18n/en.js'
import { applyCatalogue } from '../i18n/translate.js'
import type { LazyView } from './lazy-view.js'
import { viewFor } from './registry.js'

afterEach(() => applyCatalogue('en', {} as never))

describe('the view registry', () => {
  it('gives every view the channel accepts its English title; Connect is drawn at once, the others load', () => {
    for (const view of Views) {
      const { title, retry } = viewFor(view)
      expect(title, view).toBe(en[`view.${view}`])
      expect(retry === undefined, view).toBe(view === 'Connect')
    }
  })

  it('loads each view after Connect from its own module, with its English strings', async () => {
    const later = Views.filter((view) => view !== 'Connect')
    const components = await Promise.all(later.map((view) => (viewFor(view).Component as LazyView).preload()))
    components.forEach((component, i) => expect(typeof component, later[i]).toBe('function'))
  }, 60_000)

  it('finds a view by its name alone: a made-up view without a MadeUpView.tsx fails to load, and is retried', async () => {
    const { Component, retry } = viewFor('MadeUp' as View)
    await expect((Component as LazyView).preload()).rejects.toThrow('MadeUpView.tsx')
    expect(retry).toBeTypeOf('function')
  })

  it('shows English for a title a locale has not translated, so a new view needs no locale file', () => {
    applyCatalogue('de', { 'view.Account': 'Konto' })
    expect(viewFor('Account').title).toBe('Konto')
    expect(viewFor('Swap').title).toBe('Swap')
    expect(viewFor('SwitchNetwork').title).toBe('Switch network')
  })
})
