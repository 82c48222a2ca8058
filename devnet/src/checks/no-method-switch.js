/**
 * ESLint rule: a wallet method's handling is read from the table of wallet methods
 * (protocol/src/wallet-methods), never decided by its name elsewhere. Flags a `switch`
 * with a case on a method name, `===`/`!==` against a method name, and a Set or array
 * literal of method names used for membership (`.has` / `.includes` / `.indexOf`).
 */

const COMPARISONS = new Set(['===', '!==', '==', '!='])
const LOOKUPS = new Set(['has', 'includes', 'indexOf'])
/** The names wallet methods take across the families the widget speaks. */
const METHOD_NAME =
  /^(eth|wallet|personal|net|web3|solana|polkadot|cosmos)_[A-Za-z0-9_]+$|^solana:[A-Za-z]+$|^(getAccountAddresses|sendTransfer|signMessage|signPsbt)$/

const isMethodName = (node) =>
  node?.type === 'Literal'
    ? typeof node.value === 'string' && METHOD_NAME.test(node.value)
    : node?.type === 'TemplateLiteral' && node.expressions.length === 0 && METHOD_NAME.test(node.quasis[0].value.cooked)

const namesIn = (node) => node?.type === 'ArrayExpression' && node.elements.some(isMethodName)

/** `['eth_x', …]` or `new Set(['eth_x', …])`. */
const isNameList = (node) =>
  namesIn(node) || (node?.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'Set' && namesIn(node.arguments[0]))

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Decide a wallet method by its entry in the table of wallet methods, not by its name.' },
    messages: { name: 'Read this method from the table of wallet methods (protocol/src/wallet-methods) instead of comparing its name.' },
    schema: [],
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'name' })
    const lists = new Map()
    return {
      BinaryExpression(node) {
        if (COMPARISONS.has(node.operator) && (isMethodName(node.left) || isMethodName(node.right))) report(node)
      },
      SwitchCase(node) {
        if (isMethodName(node.test)) report(node.test)
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && isNameList(node.init)) lists.set(node.id.name, node)
      },
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee
        if (callee.type !== 'MemberExpression' || callee.computed || !LOOKUPS.has(callee.property.name)) return
        const list = callee.object
        if (isNameList(list) || (list.type === 'Identifier' && lists.has(list.name))) report(node)
      },
    }
  },
}
