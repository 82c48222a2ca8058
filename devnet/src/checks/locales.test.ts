import { describe, expect, it } from 'vitest'
import { compareCatalogues } from './locales.js'

describe('compareCatalogues', () => {
  const english = { 'a.title': 'Connect wallet', 'a.greeting': 'Hello {name}' }

  it('passes a locale with every key and the same placeholders', () => {
    expect(compareCatalogues('fr', english, { 'a.title': 'Connecter le portefeuille', 'a.greeting': 'Bonjour {name}' })).toEqual({
      errors: [],
      untranslated: [],
    })
  })

  it('lists a missing key as untranslated, and fails an extra key and a placeholder that differs', () => {
    expect(compareCatalogues('fr', english, { 'a.greeting': 'Bonjour {nom}', 'a.old': 'Ancien' })).toEqual({
      errors: ["fr: 'a.greeting' has placeholders {nom}, English has {name}", "fr: extra key 'a.old' (not in English)"],
      untranslated: ['a.title'],
    })
  })
})
