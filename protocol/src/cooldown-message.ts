/**
 * The refusal of a code asked for too soon, which the first paint's email form
 * also writes while it counts down: a module of its own, as a module lands
 * whole in one chunk.
 */
export const cooldownMessage = (seconds: number) => `Please try again after ${seconds} seconds`
