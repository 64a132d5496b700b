// The read-as words of a value: "Canada's GDP in 2024".
import { of, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, time, fig }) => `${of(part, lang)} ${time}${fig}`
