// Lists every place in src/ where a shape's id is written as a shape id (a string literal the type checker
// places as a ShapeId: an argument, a comparison with a part's shape, a case of a switch on it, a member of a set
// of shapes). test/shape-modules.test.ts holds the house to "only src/shapes/ names a shape".
import ts from 'typescript'
import path from 'node:path'

export function shapeIdSites(root = process.cwd()) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  const program = ts.createProgram({ rootNames: config.fileNames, options: { ...config.options, noEmit: true } })
  const checker = program.getTypeChecker()
  const schema = program
    .getSourceFiles()
    .find(
      (f) =>
        /src[\\/]shapes[\\/]ids\.ts$|src[\\/]reading[\\/]schema\.ts$/.test(f.fileName) &&
        f.text.includes('SHAPE_IDS ='),
    )
  let ids = new Set()
  if (schema) {
    const m = /SHAPE_IDS = \[([\s\S]*?)\]/.exec(schema.text)
    for (const id of m[1].matchAll(/'([a-z_]+)'/g)) ids.add(id[1])
  }
  const isShapeType = (type) => {
    if (!type) return false
    const alias = type.aliasSymbol?.name
    if (alias === 'ShapeId') return true
    if (type.isUnion()) {
      const lits = type.types.filter((t) => t.isStringLiteral()).map((t) => t.value)
      return lits.length >= 5 && lits.every((v) => ids.has(v))
    }
    return false
  }
  const sites = []
  for (const file of program.getSourceFiles()) {
    const rel = path.relative(root, file.fileName)
    if (!rel.startsWith('src' + path.sep)) continue
    const visit = (node) => {
      if (ts.isStringLiteral(node) && ids.has(node.text)) {
        let hit = isShapeType(checker.getContextualType(node))
        const p = node.parent
        if (
          !hit &&
          ts.isBinaryExpression(p) &&
          /^(===|!==|==|!=)$/.test(ts.tokenToString(p.operatorToken.kind) ?? '')
        ) {
          const other = p.left === node ? p.right : p.left
          hit = isShapeType(checker.getTypeAtLocation(other))
        }
        if (!hit && ts.isCaseClause(p)) hit = isShapeType(checker.getTypeAtLocation(p.parent.parent.expression))
        if (hit) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart())
          sites.push({ file: rel, line: line + 1, id: node.text })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return sites
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sites = shapeIdSites()
  const byFile = new Map()
  for (const s of sites) byFile.set(s.file, [...(byFile.get(s.file) ?? []), `${s.line}:${s.id}`])
  for (const [f, list] of [...byFile].sort((a, b) => b[1].length - a[1].length))
    console.log(f, list.length, process.argv.includes('-v') ? list.join(' ') : '')
  console.log('total', sites.length)
}
