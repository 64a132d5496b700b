// The bank as it stood before the shapes moved into src/shapes/ (issue 38): the move must leave every question,
// its expected status, numbers and names unchanged. Run after `npm run build`; writes the fixture the move test reads.
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { loadSnapshot } from '../dist/data/snapshot.js'
const { buildQuestionBank } = await import(process.argv[2] ?? '../dist/eval/bank.js')
const bank = buildQuestionBank(loadSnapshot('data'))
const text = JSON.stringify(bank)
const out = { questions: bank.length, sha256: createHash('sha256').update(text).digest('hex') }
if (process.argv.includes('--write'))
  writeFileSync('test/fixtures/move/bank-before-move.json', JSON.stringify(out, null, 2) + '\n')
console.log(JSON.stringify(out))
