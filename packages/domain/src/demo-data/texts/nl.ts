// Dutch demo content: an ordinary few weeks of someone finding their feet again.
import type { DemoTexts } from './types';

export const nl: DemoTexts = {
  journal: {
    quietMorning: {
      title: 'Rustige ochtend',
      content:
        'Vroeg opgestaan en koffie gedronken op het balkon. Het hielp om de dag kalm te beginnen.',
    },
    busyWorkday: {
      title: 'Drukke werkdag',
      content: 'Veel vergaderingen achter elkaar. Ik merk dat ik pauzes oversla als het druk is.',
    },
    parkWalk: {
      title: 'Wandeling in het park',
      content: 'Een half uur gelopen na het eten. Mijn hoofd werd er echt leger van.',
    },
    talkWithSister: {
      title: 'Goed gesprek',
      content: 'Lang gebeld met mijn zus. Fijn om te merken dat ik mijn zorgen kwijt kan.',
    },
    badSleep: {
      title: 'Slecht geslapen',
      content: 'Lag tot laat te piekeren over de deadline. Morgen eerder de telefoon wegleggen.',
    },
    taxesDone: {
      title: 'Klein succes',
      content: 'Eindelijk de belastingaangifte afgerond. Opgelucht en een beetje trots.',
    },
    tiredButContent: {
      title: 'Moe maar tevreden',
      content: 'Lange dag, maar ik heb gedaan wat ik me had voorgenomen.',
    },
    drawingAgain: {
      title: 'Weer getekend',
      content:
        'Voor het eerst in maanden weer getekend. Ik was vergeten hoe rustig ik daarvan word.',
    },
    jobDoubts: {
      title: 'Twijfel',
      content: 'Ik vraag me af of deze baan nog bij me past. Ik wil er met de coach over praten.',
    },
    budgetEvening: {
      title: 'Avondje geldzaken',
      content:
        'Alle vaste lasten op een rij gezet. Het valt mee, maar de abonnementen kunnen omlaag.',
    },
    dinnerWithFriends: {
      title: 'Etentje met vrienden',
      content: 'Samen gekookt en veel gelachen. Ik wil dit vaker plannen in plaats van afwachten.',
    },
    grateful: {
      title: 'Dankbaar',
      content: 'Dankbaar voor de zon, een goede vriend en een avond zonder plannen.',
    },
  },
  tags: {
    reflection: 'reflectie',
    rest: 'rust',
    gratitude: 'dankbaarheid',
    work: 'werk',
    stress: 'stress',
    movement: 'bewegen',
    sleep: 'slaap',
    family: 'familie',
    friends: 'vrienden',
    money: 'geld',
    creativity: 'creativiteit',
  },
  goals: {
    walk: '20 minuten wandelen',
    bedtime: 'Om 23:00 naar bed',
    gratitude: 'Drie dingen opschrijven waar ik dankbaar voor ben',
    messageFriend: 'Een vriend(in) een berichtje sturen',
    phoneFree: 'Een uur zonder telefoon',
    focusBlock: 'Het belangrijkste werkblok vóór de lunch',
    vegetables: 'Groente bij elke maaltijd',
    read: 'Tien bladzijden lezen',
  },
  tasks: {
    callDoctor: 'Huisarts bellen voor controle',
    gym: 'Sportschoolabonnement opzeggen of gebruiken',
    birthdayGift: 'Verjaardagscadeau voor mama kopen',
    photoBook: 'Fotoboek van de vakantie maken',
    budget: 'Budget voor volgende maand opstellen',
    sleepBook: 'Boek over slaap uitlezen',
  },
  moodContexts: {
    work: 'werk',
    home: 'thuis',
    commute: 'onderweg',
    friends: 'met vrienden',
    sport: 'sporten',
  },
  progress: {
    career: {
      notes: 'Ik zoek meer uitdaging. Het gesprek met mijn leidinggevende staat gepland.',
      goals: ['Ontwikkelgesprek voorbereiden', 'Eén cursus per kwartaal volgen'],
      achievements: ['Project op tijd opgeleverd', 'Presentatie voor het hele team gegeven'],
      milestones: ['Cursus gekozen', 'Ontwikkelgesprek aangevraagd', 'Eerste module afgerond'],
    },
    relationships: {
      notes: 'Meer aandacht voor elkaar sinds we samen koken op vrijdag.',
      goals: ['Elke week een avond samen zonder schermen', 'Vaker zeggen wat ik waardeer'],
      achievements: ['Weekendje weg geregeld', 'Een lastig gesprek rustig gevoerd'],
      milestones: ['Vaste vrijdagavond', 'Samen een weekend weg', 'Samen op dansles'],
    },
    health: {
      notes: 'Slapen gaat wisselend. Wandelen helpt, als ik het maar doe.',
      goals: ['Drie keer per week wandelen', 'Voor 23:00 in bed'],
      achievements: ['Twee weken lang elke dag gewandeld', 'Minder koffie na de middag'],
      milestones: [
        'Vijf kilometer achter elkaar gelopen',
        'Een maand vast slaapritme',
        'Controle bij de huisarts',
      ],
    },
    finance: {
      notes: 'Overzicht is er nu; de buffer groeit nog langzaam.',
      goals: ['Elke maand iets opzij zetten', 'Abonnementen nalopen'],
      achievements: ['Belastingaangifte op tijd ingediend', 'Twee abonnementen opgezegd'],
      milestones: [
        'Alle vaste lasten op een rij',
        'Buffer van één maandsalaris',
        'Geen betaling meer te laat',
      ],
    },
    personal_growth: {
      notes: 'Journaling helpt me om patronen te zien.',
      goals: ['Elke avond vijf minuten schrijven', 'Eén boek per maand lezen'],
      achievements: ['Dertig dagen achter elkaar geschreven', 'Boek over gewoontes uitgelezen'],
      milestones: [
        'Een week elke avond geschreven',
        'Een maand elke avond geschreven',
        'Terugblik op het kwartaal',
      ],
    },
    spirituality: {
      notes: 'Ik wil weer ruimte maken voor stilte, maar het schiet er vaak bij in.',
      goals: ['Twee keer per week tien minuten mediteren', 'Een wandeling zonder telefoon'],
      achievements: ['Een stiltedag in de natuur', 'Een meditatie-app uitgeprobeerd'],
      milestones: [
        'Een vast moment voor stilte',
        'Een week elke dag gemediteerd',
        'Een retraite bezocht',
      ],
    },
    social_life: {
      notes: 'Contact met oude vrienden weer opgepakt.',
      goals: ['Eens per maand iets met vrienden afspreken', 'Een nieuwe club proberen'],
      achievements: ['Etentje bij mij thuis georganiseerd', 'Oud-studiegenoot weer gesproken'],
      milestones: [
        'Groepsapp met vrienden weer actief',
        'Lid geworden van een club',
        'Zelf een uitje georganiseerd',
      ],
    },
    hobbies: {
      notes: 'Tekenen geeft rust. Ik wil er een vast moment voor.',
      goals: ['Elke zondag een uur tekenen', 'Een schetsboek vol maken'],
      achievements: ['Eerste schetsboek gekocht', 'Tekening ingelijst voor mijn zus'],
      milestones: ['Eerste tekening in maanden', 'Tien schetsen af', 'Een workshop gevolgd'],
    },
  },
};
