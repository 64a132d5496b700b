// The reading layer, a view of the registry: what each shape asks of a reading (src/shapes/<id>/reading.ts), for the
// dispatchers that used to name shapes (reading/check.ts, reading/wire.ts, reading/model-reader.ts, reading/rules.ts),
// and the questions they ask of it. Lists of shapes come in SHAPE_IDS order (gate 1's rules, the model's prompt).
import { SHAPE_IDS, type ShapeId } from '../ids.js'
import { layerOf } from '../registry.js'
import type { Part } from '../../reading/schema.js'
import { READ_FIELDS, READ_FLAGS, type ReadField, type ReadFlag, type ShapeReading } from '../kit/reading.js'

/** Every shape's reading, by id: a view of the registry. */
export const READINGS: Readonly<Record<ShapeId, ShapeReading>> = layerOf((shape) => shape.reading)

/** What a shape asks of a reading. */
export const readingOf = (shape: ShapeId): ShapeReading => READINGS[shape]

/** The shapes whose reading holds `test`, in SHAPE_IDS order. */
export const shapesWhere = (test: (reading: ShapeReading) => boolean | undefined): ShapeId[] =>
  SHAPE_IDS.filter((id) => test(READINGS[id]) === true)

/** For each of `keys`, the shapes whose reading holds it, in SHAPE_IDS order. */
function readersOf<K extends string>(
  keys: readonly K[],
  reads: (reading: ShapeReading, key: K) => boolean | undefined,
) {
  const readers = {} as Record<K, readonly ShapeId[]>
  for (const key of keys) readers[key] = shapesWhere((r) => reads(r, key))
  return readers
}

/** For each flag only some shapes read, the shapes that read it (gate 1 refuses it on any other). */
export const FLAG_READERS = readersOf(READ_FLAGS, (r, flag: ReadFlag) => r.readsFlags?.includes(flag))

/** For each field only some shapes read, the shapes that read it (null on any other). */
export const FIELD_READERS = readersOf(READ_FIELDS, (r, field: ReadField) => r.readsFields?.includes(field))

/** The shapes the model's prompt says are read over every year of the data when no year is named. */
export const NO_YEAR_IS_EVERY_YEAR = shapesWhere((r) => r.noYearIsEveryYear)

/**
 * The shapes whose verdict reads `negated` ("never", "n'a jamais"): a lead, or a figure of the question's own, judged
 * over every year of a span. Elsewhere a negation would change no verdict: the rules decline it, gate 1 refuses it.
 */
export const NEGATION_READ: readonly ShapeId[] = FLAG_READERS.negated
export const readsNegation = (part: Pick<Part, 'shape' | 'time' | 'never'>) => {
  const reading = readingOf(part.shape)
  return (
    (reading.readsFlags?.includes('negated') === true &&
      (!reading.negationOverSpanOnly || part.time.kind === 'span')) ||
    // ("Has it ever fallen from one year to the next": did it never fall, negated; the wire writes it `ever`.)
    (reading.everAsNeverNegated === true && part.never === true)
  )
}

/** Whether a part's answer is the country (or the countries tied) at one place of a ranking: another part may ask of it. */
export const isRankingEnd = (part: Part | undefined): part is Part => {
  const end = part === undefined ? undefined : readingOf(part.shape).rankingEnd
  return (
    part !== undefined &&
    end !== undefined &&
    part.countries.length === 0 &&
    (end === 'always' || part.top === 1) &&
    part.of_part === undefined
  )
}

/** "Canada, 10th richest?", "is Brazil in the top 3": a place named of a country is a claim, given its verdict. */
export const claimsPlace = (part: Pick<Part, 'shape' | 'place' | 'top'>) =>
  readingOf(part.shape).placeAsksYesNo === true && (part.place !== undefined || part.top !== undefined)
