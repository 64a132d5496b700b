// The house's rules of issue 38, read from the code by TypeScript's own checker: where a shape's id is written as a
// shape id, and which functions are too long. test/house.test.ts holds the house to them.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export interface Site {
  file: string
  line: number
  what: string
}

const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/')
const lineOf = (file: ts.SourceFile, node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1

function program(): ts.Program {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} }
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, host)!
  return ts.createProgram({ rootNames: config.fileNames, options: { ...config.options, noEmit: true } })
}

/**
 * Every place in src/ where a shape's id is written as a shape id: a string literal the type checker places as a
 * ShapeId (an argument, a member of a list or set of shapes, a property), compared with a part's shape, or a `case`
 * of a switch on one. (The same word as another thing, a form or a fact's kind, is not a site.)
 */
export function shapeIdSites(ids: readonly string[]): Site[] {
  const known = new Set(ids)
  const p = program()
  const checker = p.getTypeChecker()
  const isShape = (type: ts.Type | undefined): boolean => {
    if (!type) return false
    if (type.aliasSymbol?.name === 'ShapeId') return true
    if (!type.isUnion()) return false
    const literals = type.types.filter((t) => t.isStringLiteral()).map((t) => t.value)
    return literals.length >= 5 && literals.every((v) => known.has(v))
  }
  const sites: Site[] = []
  for (const file of p.getSourceFiles()) {
    const name = relative(file.fileName)
    if (!name.startsWith('src/')) continue
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) && known.has(node.text)) {
        const parent = node.parent
        let site = isShape(checker.getContextualType(node))
        if (!site && ts.isBinaryExpression(parent) && /^[!=]==?$/.test(parent.operatorToken.getText()))
          site = isShape(checker.getTypeAtLocation(parent.left === node ? parent.right : parent.left))
        if (!site && ts.isCaseClause(parent)) site = isShape(checker.getTypeAtLocation(parent.parent.parent.expression))
        if (site) sites.push({ file: name, line: lineOf(file, node), what: node.text })
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return sites
}

/** Functions (declared, arrow or method) longer than `most` lines, in the files given. */
export function longFunctions(files: readonly string[], most: number): Site[] {
  const found: Site[] = []
  for (const name of files) {
    const file = ts.createSourceFile(name, readFileSync(name, 'utf8'), ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const lines = file.getLineAndCharacterOfPosition(node.getEnd()).line - lineOf(file, node) + 2
        if (lines > most) found.push({ file: name, line: lineOf(file, node), what: `${lines} lines` })
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return found
}
