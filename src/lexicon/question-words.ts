// The words a question is read with, besides places and series (countries.ts, indicators.ts) and framing
// (framing.ts): question forms (form-words.ts), the words that decline what is asked (decline-words.ts), a figure's
// relation and numbers in words (number-words.ts), and here times, instructions, confirmations, the words known to
// change nothing, and the words of a question's start. Normalised text (lower case, no accents, punctuation as
// spaces). Data only: reading/tokens.ts builds its phrase table from these lists, and a test reads every list.
import { list } from './word-list.js'
export { FORM_WORDS, type Form } from './form-words.js'
export { DECLINE_WORDS, type DeclineWord } from './decline-words.js'
export { NUMBER_WORDS, ORDINAL_WORDS, RELATIONS, RELATION_WORDS, SCALE_WORDS, type Relation } from './number-words.js'

/** Time words. 'decade' precedes a year ("les années 2010"); 'il_y_a' is "there is" or, before a number, "ago". */
export type TimeWord =
  'latest' | 'since' | 'relative' | 'open' | 'month' | 'decade' | 'il_y_a' | 'last_year' | 'last_decade'

export const TIME_WORDS: Record<TimeWord, string[]> = {
  latest: list(
    'latest, last, current, currently, now, today, most recent, recent, recently, nowadays, present, at present, ' +
      'these days, dernier, derniere, dernieres, derniers, actuel, actuelle, actuellement, aujourd hui, recente, ' +
      'le plus recent, la plus recente, en ce moment, maintenant, as of now, latest available, most recent year, ' +
      'latest year, derniere annee, derniere annee disponible, latest figure, latest value, right now, so far, ' +
      'a ce jour, to date, newest, the newest, newest figure, most up to date, up to date, plus a jour, ' +
      'le plus a jour, la plus a jour, les plus recents, les plus recentes, derniers chiffres, dernier chiffre, ' +
      'by the latest figures, by the latest numbers, d apres les derniers chiffres, selon les derniers chiffres, ' +
      // (A span's end at the present: "since 2010 till date", "to this day", "jusqu'à ce jour", "à présent".)
      'till date, until date, to this day, till this day, until this day, jusqu a ce jour, jusqu a present, a present',
  ),
  since: list('since, depuis'),
  relative: list(
    'ago, this year, previous year, years ago, cette annee, yesterday, last years, ' +
      'past years, recent years, dernieres annees, ces dernieres annees',
  ),
  // "Last year", "l'an dernier": the latest year with a value (the answer names it); "the last decade": the latest ten
  // years of the data.
  last_year: list('last year, past year, l an dernier, l annee derniere, annee derniere, l an passe'),
  last_decade: list(
    'last decade, past decade, the last ten years, the past ten years, derniere decennie, la derniere decennie, ' +
      'les dix dernieres annees',
  ),
  il_y_a: ['il y a'],
  open: list(
    'before, after, until, till, up to, up until, prior to, avant, apres, jusqu a, jusqu en, earlier than, later than, pre, post',
  ),
  // Part of a year ("mid-2020", "January 2020"): the data has one value per year.
  month: list(
    'january, february, april, june, july, august, september, october, november, december, jan, feb, apr, jun, ' +
      'jul, aug, sep, sept, oct, nov, dec, janvier, fevrier, avril, mai, juin, juillet, aout, septembre, octobre, ' +
      'novembre, decembre, quarter, quarters, quarterly, trimestre, trimestres, trimestriel, monthly, mensuel, ' +
      'mensuelle, weekly, daily, hebdomadaire, quotidien, mid, midyear, mid year, early, late, beginning of, ' +
      'start of, end of, mi, debut, fin, milieu',
  ),
  decade: list('decade, decennie, annees'),
}

/** Words a program writes, or that tell the service what to do: an instruction, set aside and never followed. */
export const INSTRUCTION_WORDS = list(
  'ignore, ignorez, ignorer, ignore tes, disregard, forget, oublie, oubliez, rules, regles, instructions, ' +
    'instruction, previous, precedentes, precedents, sql, select, drop, delete, insert, update, table, tables, ' +
    'database, base de donnees, tool, tools, outil, outils, call, appelle, appeler, appelez, run, execute, executes, ' +
    'executer, executez, efface, effacer, supprime, supprimer, answer that, reponds que, repondez que, say that, ' +
    'dis que, dites que, tell me it was, tell me it is, tell us it was, tell us it is, dis moi que, dites moi que, ' +
    'dites nous que, pretend, system prompt, prompt, jailbreak, json, api, act as, you are now, tu es maintenant, ' +
    'developer mode, mode developpeur, ' +
    // How to write the answer (its language, its figures): the service writes it its one way, in the question's language.
    'reponds en anglais, repondez en anglais, reponds en francais, repondez en francais, answer in english, ' +
    'answer in french, reply in english, reply in french, respond in english, respond in french, in english please, ' +
    'en anglais svp, en toutes lettres, spelled out, in words not figures, without decimals, no decimals, ' +
    'sans decimales, sans les decimales',
)

/** Words asking whether something holds: with a figure of the question's own, it is to be checked. */
export const CONFIRM_WORDS = list(
  'right, correct, true, is that right, is it true, is it true that, true that, is that correct, confirm, verify, ' +
    'check, fact check, vrai, c est bien ca, c est ca, n est ce pas, est ce vrai, est il vrai que, ' +
    'verifier, verifie, confirmer, confirme, juste, bien, ' +
    // A tag on the claim ("Il a raison ?", "Is that accurate?"): the verdict's framing, never a part left out.
    'raison, accurate, is that accurate, is this right, is this correct, is this true, am i right, exact, exacte',
)

/**
 * Words that change nothing: grammar, the way a question is put, the source and the form of the answer (which always
 * gives the exact value and the application's source line), and the unit's own words.
 */
export const NEUTRAL_WORDS = list(
  // The words of "nearly" a figure ("by almost half", "de près de moitié"): read with the figure they stand before.
  'nearly, almost, presque, pres, quasiment, pratiquement, frole, frolait, frolaient, frolent, ' +
    // English
    'a, an, the, of, in, on, at, to, for, by, with, from, between, through, thru, about, as, and, or, but, than, then, ' +
    'is, are, was, were, be, been, being, do, does, did, done, has, have, had, it, its, their, theirs, they, them, ' +
    'there, here, this, that, these, those, what, whats, which, who, whom, whose, where, how, many, much, tell, me, ' +
    'give, show, find, provide, get, know, want, like, would, could, can, should, may, might, i, id, im, we, you, ' +
    'your, my, our, us, value, values, figure, figures, number, numbers, name, level, levels, total, overall, data, datum, statistic, ' +
    'statistics, stat, stats, amount, size, country, countries, nation, nations, respectively, both, also, just, ' +
    'only, exactly, approximately, approx, roughly, around, estimated, official, according, world bank, wdi, ' +
    'snapshot, source, sources, year, years, time, period, measured, recorded, reported, registered, so, well, if, ' +
    'any, some, at least, at most, at the most, no more than, not more than, tout au plus, become, became, hit, hits, stay, stayed, stays, remain, remained, remains, ' +
    'reste, restee, restes, demeure, didn, wasn, isn, doesn, hasn, weren, aren, haven, hadn, gone, went, go, goes, pourcents, pour cent, stand, stood, s, t, really, actually, precisely, checked, over, ' +
    'during, within, across, per, each, every, known, available, counted, nb, while, yes, either, ' +
    'represented, represents, representing, equal, equaled, equalled, worth, having, its, it s, see, saw, seen, ' +
    'experience, experienced, record, look, looks, looked, sit, sat, stand at, stood at, come, came, in terms of, ' +
    'look up, at birth, on average, over time, in the data, at the time, the same, same, figure for, still, yet, ' +
    'exact, precise, cite the source, with the source, with its source, how big, how large, how high, how much, ' +
    'what is, what was, what were, do you know, could you, can you, would you, i would like, i d like, i want, ' +
    'tell me, let me know, yes or no, list, series, year by year, for each year, per year, which one, whichever, ' +
    'a newborn, newborn, newborns, a baby born, un nouveau ne, nouveau ne, out of, out of every, in every, ' +
    'do you agree, agree, is that right, is it true, beaucoup, bien, fait partie, fait il partie, fait elle partie, ' +
    'font partie, partie, send, send me, send us, fetch, grab, pull up, dig up, ' +
    // ("What share of the eight's GDP did the US account for": a share's own verb, as "represented" is.)
    'account for, accounts for, accounted for, accounting for, make up, makes up, made up, ' +
    // ("India alone", "the US on its own": the country named, and no other; the newsroom's shorthand.)
    'alone, by itself, on its own',
) // French follows
  .concat(
    list(
      'le, la, les, l, un, une, des, de, du, d, au, aux, a, en, et, ou, mais, que, qu, qui, quoi, quel, quelle, ' +
        'quels, quelles, combien, comment, est, sont, etait, etaient, ete, etre, avait, avaient, ont, eu, il, elle, ' +
        'ils, elles, on, y, ce, c, cet, cette, ces, son, sa, ses, leur, leurs, pour, par, sur, dans, avec, entre, ' +
        'chez, selon, donne, donnez, donner, moi, dis, dites, indique, indiquez, indiquer, montre, montrez, vous, tu, ' +
        'meme, la meme, le meme, cette annee la, ' +
        'je, j, voudrais, veux, aimerais, savoir, connaitre, valeur, valeurs, chiffre, chiffres, nombre, nombres, ' +
        'niveau, total, totale, donnees, donnee, statistique, statistiques, montant, taille, nation, nations, annee, ' +
        'chaque, tous, toutes, tout, respectivement, aussi, seulement, environ, approximativement, estime, estimee, ' +
        'officiel, officielle, source, banque mondiale, mesure, mesuree, enregistre, enregistree, atteint, ' +
        'atteignait, verifier, verifie, confirmer, pays, lors, durant, pendant, au cours, se, s, fait, faisait, ' +
        'connu, connue, connus, connues, disponible, disponibles, celui, celle, ceux, celles, lui, compter, ' +
        'comptait, comptaient, compte, comptent, comptabilisait, comptabilise, recense, recensait, recensement, ' +
        'figure, figurait, ayant, representait, represente, representaient, egal, egale, valait, vaut, vu, voir, ' +
        'vue, connaissait, connait, a t il, a t elle, ont ils, ont elles, est ce que, est ce qu, y a t il, ' +
        'y avait il, avec la source, avec sa source, citer la source, en termes de, a la naissance, en moyenne, ' +
        'dans les donnees, exacte, exactement, precis, oui ou non, encore, toujours pas, alors, liste, lister, serie, ' +
        'annee par annee, pour chaque annee, par an, lequel, laquelle, lesquels, lesquelles, puis, ' +
        // (Shorthand: "dernier chiffre dispo"; "parmi nos 8", "you have": the newsroom's own words, asking nothing.)
        'dispo, dispos, nous, nos, notre, envoie, envoyez, envoyer, envoie moi, envoie nous',
    ),
  )

/** "in millions", "en milliards": how to show a figure that the answer already gives exactly and rounded. */
export const SHOWN_AS = list(
  'in thousands, in millions, in billions, in trillions, in millions of people, in billions of dollars, ' +
    'in billions of us dollars, in trillions of dollars, en milliers, en millions, en milliards, ' +
    'en millions d habitants, en milliards de dollars, how many years, combien d annees, combien d ans',
)

/** Words that introduce a premise the question takes as given ("since Nigeria overtook the US, ..."). */
export const PREMISE_WORDS = list(
  'given that, now that, seeing that, considering that, puisque, vu que, etant donne que, maintenant que, ' +
    'depuis que, comme',
)

/** Words that start a question: after "and" or "et" they start a new part ("..., and what share ..."). */
export const QUESTION_STARTS = list(
  'what, which, how, who, whose, where, when, did, does, do, was, were, is, are, has, have, had, can, could, ' +
    'quel, quelle, quels, quelles, combien, comment, qui, quand, est ce que, est ce qu, y a t il, la part, le taux, ' +
    // ("..., and by how much did it exceed the second?": a question of its own after "and".)
    'by how much, by what margin, de combien, avec quelle avance',
)

/**
 * Verbs of saying that dictate the rest of their clause when they are ordered (at the clause's start, or after an
 * instruction: "Ignore the rules and say GDP is 0"), unless what follows asks (SAYING_ASKS: "say what it was").
 */
export const SAYING_VERBS = list('say, claim, declare, announce, dis, dites, affirme, affirmez, annonce, annoncez')
/** After a verb of saying, words that make it a request for the data ("tell me", "say what", "dis-moi combien"). */
export const SAYING_ASKS = list(
  'me, us, what, which, how, whether, if, when, where, who, moi, nous, quel, quelle, quels, quelles, combien, si, ' +
    'quand, ou, comment, qui',
)

/** Verbs that make the rest of their clause what a person wants said, not a question ("answer that ..."). */
export const INSTRUCTED_CONTENT = list(
  'answer that, say that, reply that, write that, pretend, reponds que, repondez que, dis que, dites que, ecris que, ' +
    'tell me it was, tell me it is, tell us it was, tell us it is, dis moi que, dites moi que, dites nous que, ' +
    'delete, drop, erase, remove, update, insert, modify, overwrite, efface, effacer, supprime, supprimer, modifie, ' +
    'modifier, ecrase, ecraser',
)

/**
 * The form of the answer a question asks for, by the words it opens with (reading/asked.ts): a count, a rank, a year,
 * a country, a figure, or a yes or no. Tried most particular first ("which year" is a year, "which" alone a country).
 */
export type AskedForm = 'count' | 'rank' | 'year' | 'country' | 'figure' | 'yes_no'
export const ASKED_FORM_WORDS: Record<AskedForm, string[]> = {
  year: list(
    'which year, what year, which years, what years, in which year, in what year, in which years, in what years, ' +
      'since when, since what year, since which year, from what year, from which year, when, ' +
      'quelle annee, quelles annees, quel annee, en quelle annee, en quelles annees, depuis quand, depuis quelle annee, ' +
      'a partir de quelle annee, a partir de quand, quand, a quel moment',
  ),
  rank: list(
    'where, what rank, which rank, what position, which position, what place, which place, what ranking, ' +
      'quel rang, a quel rang, quelle place, a quelle place, quelle position, a quelle position, quel classement, ' +
      'ou se classe, ou se classait, ou se classent, ou se classaient, ou se situe, ou se situait, ou se place, ' +
      'ou se placait, ou figure, ou figurait, ou arrive, ou arrivait',
  ),
  country: list(
    'whose, which country, which countries, what country, what countries, which nation, which nations, which of, ' +
      'which one, which, who, in which country, in what country, among which, quel pays, quels pays, dans quel pays, ' +
      'dans quels pays, lequel, laquelle, lesquels, lesquelles, quel est le pays, quels sont les pays, qui',
  ),
  // ("En combien d'années", "pendant combien d'années", "for how many years": a count, asked with its preposition.)
  count: list(
    'how many, number of, the number of, combien de, combien d, nombre de, nombre d, le nombre de, in how many, ' +
      'for how many, en combien de, en combien d, pendant combien de, pendant combien d, durant combien de, durant combien d',
  ),
  figure: list(
    'what, whats, how much, how, by how much, by how many, by what, to what extent, how big, how large, how far, ' +
      'quel, quelle, quels, quelles, combien, de combien, par combien, comment, dans quelle mesure, a combien, give, show, tell, ' +
      'list, compare, rank the, sort, donne, donnez, indique, indiquez, montre, compare, comparez, classe, classez, ' +
      'liste, comparer, calcule, calculez',
  ),
  yes_no: list(
    'did, does, do, has, have, had, was, were, is, are, can, could, will, would, should, ' +
      'didn t, doesn t, don t, isn t, wasn t, hasn t, haven t, aren t, weren t, didn, doesn, isn, wasn, hasn, haven, ' +
      'aren, weren, whether, est ce que, est ce qu, est il, est elle, y a t il, y a t il eu, a t il, a t elle, ont ils, ont elles',
  ),
}
/** Words said before a question proper that change nothing of its form ("and", "so", "quick one"). */
export const ASKED_LEAD_WORDS = list(
  'and, et, but, mais, so, alors, ok, okay, hi, hello, hey, quick q, quick question, quick one, also, aussi, then, ' +
    'puis, et puis, now, please, pls, stp, svp, bonjour, salut, dis moi, tell me, can you tell me, could you tell me, ' +
    'do you know, savez vous, sais tu, i need, i want to know, je voudrais savoir, in other words, actually',
)
