import { describe, expect, it } from 'vitest'
import { configDocument, testConfig } from '../testing/page-end.js'
import { checkFrameConfig } from './check-frame-config.js'
import { readFrameConfig } from './read-frame-config.js'

/** As the frame takes it: read for the first paint, checked by startFrame. */
const frameConfigOf = (doc: Parameters<typeof readFrameConfig>[0]) => checkFrameConfig(readFrameConfig(doc))

const textDocument = (text: string | null) => ({ getElementById: () => ({ textContent: text }) })

describe('readFrameConfig, then checkFrameConfig', () => {
  it('reads the config the worker wrote', () => {
    expect(frameConfigOf(configDocument(testConfig()))).toEqual(testConfig())
  })

  it.each([
    ['no config element', { getElementById: () => null }],
    ['an empty element', textDocument('')],
    ['text that is not JSON', textDocument('{projectId:')],
    ['JSON of the wrong shape', textDocument(JSON.stringify({ projectId: 'demo', theme: 'pink' }))],
    ['the unreplaced placeholder', textDocument('<!--porthole:config-->')],
  ])('treats %s as an invalid project', (_name, doc) => {
    expect(frameConfigOf(doc)).toMatchObject({ alert: 'Invalid Project ID', allowedOrigins: [] })
  })
})
