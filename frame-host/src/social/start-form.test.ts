import { describe, expect, it } from 'vitest'
import { documentFormPoster, newResultKey } from './start-form.js'

type FakeElement = { tag: string; children: FakeElement[]; submitted?: boolean; removed?: boolean; [key: string]: unknown }

/** Just enough of a document to watch the form that is built, submitted and removed. */
function fakeDocument() {
  const body: FakeElement[] = []
  const element = (tag: string): FakeElement => ({
    tag,
    children: [],
    append(child: FakeElement) {
      this.children.push(child)
    },
    submit() {
      this.submitted = true
    },
    remove() {
      this.removed = true
    },
  })
  return { body: { append: (child: FakeElement) => void body.push(child) }, createElement: element, appended: body }
}

describe('the social start form', () => {
  it('posts hidden fields into the named window, then leaves no form behind', () => {
    const document = fakeDocument()
    documentFormPoster(document as unknown as Document)('porthole-social-login', '/auth/social/start', { provider: 'google', resultKey: 'k' })
    const [form] = document.appended
    expect(form).toMatchObject({ tag: 'form', method: 'POST', action: '/auth/social/start', target: 'porthole-social-login', submitted: true, removed: true })
    expect(form!.children.map(({ type, name, value }) => ({ type, name, value }))).toEqual([
      { type: 'hidden', name: 'provider', value: 'google' },
      { type: 'hidden', name: 'resultKey', value: 'k' },
    ])
  })

  it('makes a new 32-byte base64url result key each time', () => {
    const key = newResultKey()
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newResultKey()).not.toBe(key)
  })
})
