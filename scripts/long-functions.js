import ts from 'typescript'
import fs from 'node:fs'
import { execSync } from 'node:child_process'
const files = execSync('git ls-files src', { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f.endsWith('.ts'))
for (const f of files) {
  const sf = ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true)
  const visit = (n) => {
    if (
      ts.isFunctionDeclaration(n) ||
      ts.isArrowFunction(n) ||
      ts.isFunctionExpression(n) ||
      ts.isMethodDeclaration(n)
    ) {
      const a = sf.getLineAndCharacterOfPosition(n.getStart()).line,
        b = sf.getLineAndCharacterOfPosition(n.getEnd()).line
      if (b - a + 1 > 120)
        console.log(
          f,
          a + 1,
          b - a + 1,
          n.name?.getText?.() ?? (ts.isVariableDeclaration(n.parent) ? n.parent.name.getText() : '(anon)'),
        )
    }
    ts.forEachChild(n, visit)
  }
  visit(sf)
}
