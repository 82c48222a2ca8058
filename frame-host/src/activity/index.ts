/** What the other feature folders use of activity/. */
export { activityFailed } from './activity-slice.js'
export { fetchActivity } from './fetch-activity.js'
export { orderedGroups } from './group-transactions.js'
