export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`
export const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`
