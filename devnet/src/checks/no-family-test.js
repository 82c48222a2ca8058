/**
 * ESLint rule: code outside the chain-family modules never tells families
 * apart by name; it asks the family's module (its descriptor, connector,
 * router or the worker's family code) instead. A family name is one of the
 * CAIP namespaces below; a "family literal" is a string (or a template
 * without expressions) that is such a name or such a name and a colon
 * (`'solana'`, `'solana:'`), or a regular expression anchored on a name
 * (`/^solana:/`). Flagged:
 * - comparing with a family literal (===, !==, ==, !=) or a `case` of one;
 * - includes / startsWith / endsWith / indexOf / match / search / has / test
 *   with a family literal, on one, or on an array literal holding one;
 * - a variable, default parameter or fallback (`??`, `||`) whose value is a
 *   family's name (a constant holding one), and a family's name chosen by a
 *   condition (`a ? 'solana' : …`);
 * - declaring or calling an `isSolana`-style helper (`is` + a family's name).
 * A family's name used as data (a record's key or value, a zod literal, an
 * argument) is not a test, nor is a whole CAIP id (`'eip155:1'`,
 * `` `solana:${ref}` ``). Types are not checked: they do not branch.
 */

const FAMILIES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']
/** A family's name, or its name and the colon a CAIP id starts with. */
const FAMILY_TEXT = new RegExp(`^(?:${FAMILIES.join('|')}):?$`)
const FAMILY_NAME = new RegExp(`^(?:${FAMILIES.join('|')})$`)
const FAMILY_PATTERN = new RegExp(`^\\^(?:${FAMILIES.join('|')})(?![a-z0-9])`)
/** `isSolana`, `isEvm`, `isEvmChain`, `isBitcoinWallet`: a helper named for the family it tests. */
const FAMILY_HELPER = /^is(?:Eip155|Evm|Ethereum|Solana|Bip122|Bitcoin|Btc|Polkadot|Cosmos)(?![a-z])/
const COMPARISONS = new Set(['===', '!==', '==', '!='])
const LOOKUPS = new Set(['includes', 'startsWith', 'endsWith', 'indexOf', 'lastIndexOf', 'match', 'matchAll', 'search', 'has', 'test'])

const bare = (node) => (node && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') ? bare(node.expression) : node)

/** The text of a string literal or of a template without expressions. */
function textOf(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? undefined
  return undefined
}

/** A family's name or its CAIP prefix (`'solana'`, `'solana:'`), or a regular expression anchored on one (`/^solana:/`). */
function isFamilyLiteral(node) {
  node = bare(node)
  if (node?.type === 'Literal' && node.regex) return FAMILY_PATTERN.test(node.regex.pattern)
  const text = textOf(node)
  return text !== undefined && FAMILY_TEXT.test(text)
}

/** Exactly a family's name: what a constant, a default or a choice holds. */
function isFamilyName(node) {
  const text = textOf(bare(node))
  return text !== undefined && FAMILY_NAME.test(text)
}

const holdsFamily = (node) => isFamilyLiteral(node) || (bare(node)?.type === 'ArrayExpression' && bare(node).elements.some(isFamilyLiteral))

const unwrap = (node) => (node.type === 'ChainExpression' ? node.expression : node)

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "Tell chain families apart only inside the family modules, by asking the family's module." },
    messages: {
      test: "Chain families are told apart only in their own modules: ask the family's descriptor or module instead of naming {{name}}.",
      helper: "'{{name}}' tests a chain family by name: put what it decides in the family's module and ask that.",
    },
    schema: [],
  },
  create(context) {
    const name = (node) => context.sourceCode.getText(node)
    const report = (node, shown = node) => context.report({ node, messageId: 'test', data: { name: name(shown) } })
    const helper = (node) => {
      if (node.type === 'Identifier' && FAMILY_HELPER.test(node.name)) context.report({ node, messageId: 'helper', data: { name: node.name } })
    }
    return {
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return
        if (isFamilyLiteral(node.left)) report(node, node.left)
        else if (isFamilyLiteral(node.right)) report(node, node.right)
      },
      SwitchCase(node) {
        if (isFamilyLiteral(node.test)) report(node.test)
      },
      CallExpression(node) {
        const callee = unwrap(node.callee)
        if (callee.type === 'Identifier') return helper(callee)
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return
        helper(callee.property)
        if (!LOOKUPS.has(callee.property.name)) return
        const found = [callee.object, ...node.arguments].find(holdsFamily)
        if (found) report(node, found)
      },
      VariableDeclarator(node) {
        helper(node.id)
        if (isFamilyName(node.init)) report(node.init)
      },
      FunctionDeclaration(node) {
        if (node.id) helper(node.id)
      },
      LogicalExpression(node) {
        if (node.operator !== '&&' && isFamilyName(node.right)) report(node.right)
      },
      ConditionalExpression(node) {
        const found = [node.consequent, node.alternate].find(isFamilyName)
        if (found) report(found)
      },
      AssignmentPattern(node) {
        if (isFamilyName(node.right)) report(node.right)
      },
    }
  },
}
