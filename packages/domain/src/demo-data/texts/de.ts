// German demo content: an ordinary few weeks of someone finding their feet again.
import type { DemoTexts } from './types';

export const de: DemoTexts = {
  journal: {
    quietMorning: {
      title: 'Ruhiger Morgen',
      content:
        'Früh aufgestanden und Kaffee auf dem Balkon getrunken. Das hat geholfen, ruhig in den Tag zu starten.',
    },
    busyWorkday: {
      title: 'Voller Arbeitstag',
      content:
        'Ein Meeting nach dem anderen. Mir fällt auf, dass ich Pausen auslasse, wenn viel los ist.',
    },
    parkWalk: {
      title: 'Spaziergang im Park',
      content: 'Nach dem Essen eine halbe Stunde gelaufen. Danach war mein Kopf richtig frei.',
    },
    talkWithSister: {
      title: 'Gutes Gespräch',
      content:
        'Lange mit meiner Schwester telefoniert. Schön zu merken, dass ich meine Sorgen loswerden kann.',
    },
    badSleep: {
      title: 'Schlecht geschlafen',
      content: 'Bis spät gegrübelt wegen der Deadline. Morgen lege ich das Handy früher weg.',
    },
    taxesDone: {
      title: 'Kleiner Erfolg',
      content: 'Endlich die Steuererklärung abgeschlossen. Erleichtert und ein bisschen stolz.',
    },
    tiredButContent: {
      title: 'Müde, aber zufrieden',
      content: 'Langer Tag, aber ich habe geschafft, was ich mir vorgenommen hatte.',
    },
    drawingAgain: {
      title: 'Wieder gezeichnet',
      content:
        'Zum ersten Mal seit Monaten wieder gezeichnet. Ich hatte vergessen, wie ruhig mich das macht.',
    },
    jobDoubts: {
      title: 'Zweifel',
      content:
        'Ich frage mich, ob dieser Job noch zu mir passt. Darüber möchte ich mit dem Coach sprechen.',
    },
    budgetEvening: {
      title: 'Ein Abend für die Finanzen',
      content: 'Alle Fixkosten aufgelistet. Halb so schlimm, aber bei den Abos lässt sich sparen.',
    },
    dinnerWithFriends: {
      title: 'Essen mit Freunden',
      content:
        'Zusammen gekocht und viel gelacht. Das will ich öfter planen, statt darauf zu warten.',
    },
    grateful: {
      title: 'Dankbar',
      content: 'Dankbar für die Sonne, einen guten Freund und einen Abend ohne Pläne.',
    },
  },
  tags: {
    reflection: 'Reflexion',
    rest: 'Ruhe',
    gratitude: 'Dankbarkeit',
    work: 'Arbeit',
    stress: 'Stress',
    movement: 'Bewegung',
    sleep: 'Schlaf',
    family: 'Familie',
    friends: 'Freunde',
    money: 'Geld',
    creativity: 'Kreativität',
  },
  goals: {
    walk: '20 Minuten spazieren gehen',
    bedtime: 'Um 23 Uhr ins Bett',
    gratitude: 'Drei Dinge aufschreiben, für die ich dankbar bin',
    messageFriend: 'Einer Freundin oder einem Freund schreiben',
    phoneFree: 'Eine Stunde ohne Handy',
    focusBlock: 'Den wichtigsten Arbeitsblock vor dem Mittagessen',
    vegetables: 'Gemüse zu jeder Mahlzeit',
    read: 'Zehn Seiten lesen',
  },
  tasks: {
    callDoctor: 'Hausarzt wegen einer Kontrolle anrufen',
    gym: 'Fitnessstudio kündigen oder endlich nutzen',
    birthdayGift: 'Geburtstagsgeschenk für Mama kaufen',
    photoBook: 'Fotobuch vom Urlaub gestalten',
    budget: 'Budget für den nächsten Monat aufstellen',
    sleepBook: 'Das Buch über Schlaf zu Ende lesen',
  },
  moodContexts: {
    work: 'bei der Arbeit',
    home: 'zu Hause',
    commute: 'unterwegs',
    friends: 'mit Freunden',
    sport: 'beim Sport',
  },
  progress: {
    career: {
      notes: 'Ich suche mehr Herausforderung. Das Gespräch mit meiner Chefin ist geplant.',
      goals: ['Entwicklungsgespräch vorbereiten', 'Einen Kurs pro Quartal belegen'],
      achievements: ['Projekt pünktlich abgeliefert', 'Vor dem ganzen Team präsentiert'],
      milestones: [
        'Kurs ausgewählt',
        'Entwicklungsgespräch angefragt',
        'Erstes Modul abgeschlossen',
      ],
    },
    relationships: {
      notes: 'Mehr Aufmerksamkeit füreinander, seit wir freitags zusammen kochen.',
      goals: ['Jede Woche ein Abend zu zweit ohne Bildschirme', 'Öfter sagen, was ich schätze'],
      achievements: ['Ein Wochenende weg organisiert', 'Ein schwieriges Gespräch ruhig geführt'],
      milestones: ['Fester Freitagabend', 'Gemeinsam ein Wochenende weg', 'Zusammen im Tanzkurs'],
    },
    health: {
      notes: 'Der Schlaf schwankt. Spazierengehen hilft – wenn ich es denn tue.',
      goals: ['Dreimal pro Woche spazieren gehen', 'Vor 23 Uhr im Bett'],
      achievements: [
        'Zwei Wochen lang jeden Tag spazieren gewesen',
        'Weniger Kaffee am Nachmittag',
      ],
      milestones: [
        'Fünf Kilometer am Stück gegangen',
        'Einen Monat fester Schlafrhythmus',
        'Kontrolle beim Hausarzt',
      ],
    },
    finance: {
      notes: 'Den Überblick habe ich jetzt; das Polster wächst noch langsam.',
      goals: ['Jeden Monat etwas zurücklegen', 'Alle Abos durchgehen'],
      achievements: ['Steuererklärung pünktlich abgegeben', 'Zwei Abos gekündigt'],
      milestones: [
        'Alle Fixkosten aufgelistet',
        'Ein Monatsgehalt als Rücklage',
        'Keine Zahlung mehr zu spät',
      ],
    },
    personal_growth: {
      notes: 'Tagebuchschreiben hilft mir, Muster zu erkennen.',
      goals: ['Jeden Abend fünf Minuten schreiben', 'Ein Buch pro Monat lesen'],
      achievements: ['Dreißig Tage am Stück geschrieben', 'Ein Buch über Gewohnheiten ausgelesen'],
      milestones: [
        'Eine Woche jeden Abend geschrieben',
        'Einen Monat jeden Abend geschrieben',
        'Rückblick auf das Quartal',
      ],
    },
    spirituality: {
      notes: 'Ich möchte wieder Raum für Stille schaffen, aber oft kommt es zu kurz.',
      goals: ['Zweimal pro Woche zehn Minuten meditieren', 'Ein Spaziergang ohne Handy'],
      achievements: ['Ein Tag der Stille in der Natur', 'Eine Meditations-App ausprobiert'],
      milestones: [
        'Ein fester Moment für Stille',
        'Eine Woche lang täglich meditiert',
        'An einem Retreat teilgenommen',
      ],
    },
    social_life: {
      notes: 'Den Kontakt zu alten Freunden wieder aufgenommen.',
      goals: ['Einmal im Monat etwas mit Freunden unternehmen', 'Einen neuen Verein ausprobieren'],
      achievements: [
        'Ein Abendessen bei mir organisiert',
        'Mit einer alten Studienfreundin gesprochen',
      ],
      milestones: [
        'Freundes-Gruppenchat wieder aktiv',
        'In einen Verein eingetreten',
        'Selbst einen Ausflug organisiert',
      ],
    },
    hobbies: {
      notes: 'Zeichnen bringt mir Ruhe. Dafür möchte ich einen festen Termin.',
      goals: ['Jeden Sonntag eine Stunde zeichnen', 'Ein Skizzenbuch füllen'],
      achievements: [
        'Mein erstes Skizzenbuch gekauft',
        'Eine Zeichnung für meine Schwester gerahmt',
      ],
      milestones: ['Erste Zeichnung seit Monaten', 'Zehn Skizzen fertig', 'Einen Workshop besucht'],
    },
  },
};
