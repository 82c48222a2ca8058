/** What the other feature folders use of analytics/. */
export { analyticsEventsOf } from './analytics-events.js'
