// Frequent function words per language, folded (no accents, split at apostrophes). Words common to two
// of these languages ('de', 'en', 'die', 'in', 'je', 'me', 'que', 'was', ...) are left out.

const words = {
  nl: `het een van niet ik dat op met voor ook maar naar nog bij heb hebben heeft zijn werd wordt deze
    dit geen mijn ben bent jij hij zij omdat veel heel gewoon vandaag gisteren kan moet wil zou uit dan
    toen nu tot iets niets mij waar hoe dus want weer zo doen gaat gaan onder tussen zonder tegen geweest
    hun ons onze jullie wat alles erg wel echt mee welke kunnen moeten worden waren hebt jou jouw haar
    af toch even`,
  en: `the and of to it that for with this but not you are have has were they i my at from by or what
    which there their would could should just about been very really today feel felt because when if
    our your do did does can its he she him her them than then out up some more much had`,
  de: `der das und ist nicht ich sie mit sich den dem auf ein eine einen einem einer auch zu von fur
    uber heute sehr aber oder wenn weil wir ihr mich mir dich dir mein meine bin habe hat haben war
    waren wird werden kann muss noch schon nur nach bei aus zum zur vom doch dass wieder immer jetzt
    gestern etwas nichts viel gut ganz gerade bisschen`,
  es: `el los las y del por para con una uno esta este esto estoy estaba fue pero muy mas como cuando
    porque hoy ayer manana mi mis yo lo su sus sin sobre hay tengo tiene ha hemos soy era todo todos
    nada algo tambien siempre mucho poco donde quiero puedo ella ellos sido hacer hice`,
  fr: `le les des du et est une il elle nous vous ils pas ne ce cette qui dans pour sur avec mais ou
    tres plus tout tous aussi aujourd hui hier demain suis ai avons etait etais ete fait comme quand
    parce mon ma mes ton ta moi toi lui leur sont avait peu beaucoup rien encore deja jamais toujours
    sans chez ca au aux son sa ses notre votre`,
};

export const GUESSED_LANGUAGES = ['nl', 'en', 'de', 'es', 'fr'] as const;
export type GuessedLanguage = (typeof GUESSED_LANGUAGES)[number];

export const FUNCTION_WORDS: Record<GuessedLanguage, ReadonlySet<string>> = {
  nl: new Set(words.nl.split(/\s+/)),
  en: new Set(words.en.split(/\s+/)),
  de: new Set(words.de.split(/\s+/)),
  es: new Set(words.es.split(/\s+/)),
  fr: new Set(words.fr.split(/\s+/)),
};
