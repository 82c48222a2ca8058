/** The page's address in the loader's tests. */
export const PAGE_LOCATION = { origin: 'https://shop.example', host: 'shop.example', href: 'https://shop.example/cart' } as Location

/** A document with just what the page's self-description is read from: title, description meta and icon links. */
export function fakeHead({ title = '', description, icons = [] }: { title?: string; description?: string; icons?: string[] }) {
  return {
    activeElement: null,
    title,
    querySelector: (selector: string) => (selector === 'meta[name="description"]' && description !== undefined ? { content: description } : null),
    querySelectorAll: (selector: string) => (selector === 'link[rel~="icon"]' ? icons.map((href) => ({ href })) : []),
  } as unknown as Document
}
