// Dutch sample content for demo records: plausible journal entries, goals and tasks of an ordinary few weeks.

export const DEMO_JOURNAL = [
  [
    'Rustige ochtend',
    'Vroeg opgestaan en koffie gedronken op het balkon. Het hielp om de dag kalm te beginnen.',
  ],
  [
    'Drukke werkdag',
    'Veel vergaderingen achter elkaar. Ik merk dat ik pauzes oversla als het druk is.',
  ],
  ['Wandeling in het park', 'Een half uur gelopen na het eten. Mijn hoofd werd er echt leger van.'],
  ['Goed gesprek', 'Lang gebeld met mijn zus. Fijn om te merken dat ik mijn zorgen kwijt kan.'],
  [
    'Slecht geslapen',
    'Lag tot laat te piekeren over de deadline. Morgen eerder de telefoon wegleggen.',
  ],
  ['Klein succes', 'Eindelijk de belastingaangifte afgerond. Opgelucht en een beetje trots.'],
  ['Moe maar tevreden', 'Lange dag, maar ik heb gedaan wat ik me had voorgenomen.'],
  ['Nieuwe hobby', 'Voor het eerst weer getekend. Ik was vergeten hoe rustig ik daarvan word.'],
  ['Twijfel', 'Ik vraag me af of deze baan nog bij me past. Ik wil er met de coach over praten.'],
  ['Dankbaar', 'Dankbaar voor de zon, een goede vriend en een avond zonder plannen.'],
] as const;

export const DEMO_GOALS = [
  ['20 minuten wandelen', 'health'],
  ['Om 23:00 naar bed', 'health'],
  ['Drie dingen opschrijven waar ik dankbaar voor ben', 'mindfulness'],
  ['Een vriend(in) een berichtje sturen', 'social'],
  ['Een uur zonder telefoon', 'mindfulness'],
  ['Het belangrijkste werkblok vóór de lunch', 'work'],
  ['Groente bij elke maaltijd', 'health'],
] as const;

export const DEMO_TASKS = [
  ['Huisarts bellen voor controle', 'high'],
  ['Sportschoolabonnement opzeggen of gebruiken', 'medium'],
  ['Verjaardagscadeau voor mama kopen', 'medium'],
  ['Fotoboek van de vakantie maken', 'low'],
  ['Budget voor volgende maand opstellen', 'high'],
  ['Boek over slaap uitlezen', 'low'],
] as const;

export const DEMO_MOOD_CONTEXTS = ['werk', 'thuis', 'onderweg', 'met vrienden', 'sporten'] as const;

/** Three areas a fresh profile might start with, and their rough level on the 0-10 questionnaire scale. */
export const DEMO_LEVENSGEBIEDEN = [
  ['psychischeGezondheid', 6],
  ['lichamelijkeGezondheid', 5],
  ['socialeRelaties', 7],
] as const;
