/**
 * ESLint rule: errors are told apart by their class, code and values, never by
 * their text. Flags comparing a `.message` (===, !==, switch), calling
 * includes / startsWith / endsWith / match / search / indexOf on it, testing
 * or looking it up (`/re/.test(e.message)`, `list.includes(e.message)`,
 * `set.has(e.message)`), and the same with `String(error)`.
 */

const COMPARISONS = new Set(['===', '!==', '==', '!='])
const TEXT_METHODS = new Set(['includes', 'startsWith', 'endsWith', 'match', 'matchAll', 'search', 'indexOf'])
const LOOKUPS = new Set(['includes', 'has', 'test', 'indexOf'])
/** What `String(x)` makes an error's text of: a thrown value by its usual names. */
const ERROR_NAME = /^(e|err|error|reason|cause|thrown|failure)$|Error$/

/** `x.message`, `x?.message` or `String(error)`: an error's text. */
function isErrorText(node) {
  if (!node) return false
  if (node.type === 'ChainExpression') return isErrorText(node.expression)
  if (node.type === 'MemberExpression') return !node.computed && node.property.type === 'Identifier' && node.property.name === 'message'
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'String' || node.arguments.length !== 1) return false
  const [argument] = node.arguments
  return argument.type === 'Identifier' && ERROR_NAME.test(argument.name)
}

const methodName = (callee) =>
  callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' ? callee.property.name : undefined

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Tell errors apart by their class, code and values, not by their text.' },
    messages: { text: 'Errors are told apart by class, code and values, never by their text: give the error a code (and its values) and compare that.' },
    schema: [],
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'text' })
    return {
      BinaryExpression(node) {
        if (COMPARISONS.has(node.operator) && (isErrorText(node.left) || isErrorText(node.right))) report(node)
      },
      SwitchStatement(node) {
        if (isErrorText(node.discriminant)) report(node.discriminant)
      },
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee
        const name = methodName(callee)
        if (name === undefined) return
        if (TEXT_METHODS.has(name) && isErrorText(callee.object)) return report(node)
        if (LOOKUPS.has(name) && node.arguments.some(isErrorText)) report(node)
      },
    }
  },
}
