// Gate 2, claims: the path the rest of the service imports. The gate lives in src/gates/claims/ (read.ts reads the
// claim words of an answer, judge.ts and judge-compare.ts judge each kind, verdict.ts and since.ts check the answer
// against the question's own parts, check.ts runs them all); what each shape's question expects is the shape's own
// (src/shapes/<id>/claim.ts, through src/shapes/layers/claims.ts).
export { checkClaims, shapeFigures } from './claims/check.js'
export { WRONG, type ClaimCode } from './claims/types.js'
export type { ClaimEvidence } from '../shapes/kit/claim-facts.js'
