import 'react'

declare module 'react' {
  // A merged declaration repeats React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** Element Timing: the browser records when the element's text was first painted, under this name. */
    elementtiming?: string
  }
}
