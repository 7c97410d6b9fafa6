// French demo content: an ordinary few weeks of someone finding their feet again.
import type { DemoTexts } from './types';

export const fr: DemoTexts = {
  journal: {
    quietMorning: {
      title: 'Matinée tranquille',
      content:
        "Levée tôt, j'ai bu un café sur le balcon. Ça m'a aidée à commencer la journée dans le calme.",
    },
    busyWorkday: {
      title: 'Journée chargée au travail',
      content: "Réunion sur réunion. Je remarque que je saute mes pauses quand c'est la course.",
    },
    parkWalk: {
      title: 'Promenade au parc',
      content: "Une demi-heure de marche après le dîner. J'ai vraiment eu la tête plus légère.",
    },
    talkWithSister: {
      title: 'Une bonne discussion',
      content:
        'Longue conversation au téléphone avec ma sœur. Ça fait du bien de pouvoir confier mes soucis.',
    },
    badSleep: {
      title: 'Mal dormi',
      content: "J'ai ruminé tard à cause de l'échéance. Demain, je range mon téléphone plus tôt.",
    },
    taxesDone: {
      title: 'Une petite victoire',
      content: "Enfin terminé ma déclaration d'impôts. Soulagée et un peu fière.",
    },
    tiredButContent: {
      title: 'Fatiguée mais contente',
      content: "Longue journée, mais j'ai fait ce que je m'étais promis.",
    },
    drawingAgain: {
      title: 'Je dessine à nouveau',
      content:
        "J'ai dessiné pour la première fois depuis des mois. J'avais oublié à quel point ça m'apaise.",
    },
    jobDoubts: {
      title: 'Des doutes',
      content:
        "Je me demande si ce travail me correspond encore. J'aimerais en parler avec le coach.",
    },
    budgetEvening: {
      title: 'Une soirée consacrée aux comptes',
      content:
        "J'ai listé toutes mes charges fixes. Ce n'est pas si grave, mais je peux réduire les abonnements.",
    },
    dinnerWithFriends: {
      title: 'Dîner entre amis',
      content:
        "On a cuisiné ensemble et beaucoup ri. Je veux organiser ça plus souvent au lieu d'attendre.",
    },
    grateful: {
      title: 'Reconnaissante',
      content: 'Reconnaissante pour le soleil, une bonne amie et une soirée sans projets.',
    },
  },
  tags: {
    reflection: 'réflexion',
    rest: 'repos',
    gratitude: 'gratitude',
    work: 'travail',
    stress: 'stress',
    movement: 'activité physique',
    sleep: 'sommeil',
    family: 'famille',
    friends: 'amis',
    money: 'argent',
    creativity: 'créativité',
  },
  goals: {
    walk: 'Marcher 20 minutes',
    bedtime: 'Au lit à 23 h',
    gratitude: 'Noter trois choses pour lesquelles je suis reconnaissante',
    messageFriend: 'Envoyer un message à un ami ou une amie',
    phoneFree: 'Une heure sans téléphone',
    focusBlock: 'Le bloc de travail le plus important avant le déjeuner',
    vegetables: 'Des légumes à chaque repas',
    read: 'Lire dix pages',
  },
  tasks: {
    callDoctor: 'Appeler le médecin pour un bilan',
    gym: 'Résilier la salle de sport ou enfin y aller',
    birthdayGift: "Acheter le cadeau d'anniversaire de maman",
    photoBook: 'Faire un album photo des vacances',
    budget: 'Établir le budget du mois prochain',
    sleepBook: 'Finir le livre sur le sommeil',
  },
  moodContexts: {
    work: 'au travail',
    home: 'à la maison',
    commute: 'en chemin',
    friends: 'entre amis',
    sport: 'au sport',
  },
  progress: {
    career: {
      notes: 'Je cherche plus de défis. Un entretien avec ma responsable est prévu.',
      goals: ["Préparer l'entretien de développement", 'Suivre une formation par trimestre'],
      achievements: ['Projet livré dans les temps', "Présentation devant toute l'équipe"],
      milestones: [
        'Formation choisie',
        'Entretien de développement demandé',
        'Premier module terminé',
      ],
    },
    relationships: {
      notes: "Plus d'attention l'un pour l'autre depuis que nous cuisinons ensemble le vendredi.",
      goals: [
        'Une soirée à deux sans écrans chaque semaine',
        "Dire plus souvent ce que j'apprécie",
      ],
      achievements: [
        'Un week-end en amoureux organisé',
        'Une conversation difficile menée avec calme',
      ],
      milestones: ['Un vendredi soir fixe', 'Un week-end ensemble', 'Des cours de danse à deux'],
    },
    health: {
      notes: 'Le sommeil est irrégulier. Marcher aide, à condition de le faire.',
      goals: ['Marcher trois fois par semaine', 'Au lit avant 23 h'],
      achievements: ['Marché chaque jour pendant deux semaines', "Moins de café l'après-midi"],
      milestones: [
        "Cinq kilomètres d'une traite",
        'Un mois de rythme de sommeil régulier',
        'Bilan chez le médecin',
      ],
    },
    finance: {
      notes: "J'ai maintenant une vue d'ensemble ; l'épargne de précaution grandit lentement.",
      goals: ['Mettre un peu de côté chaque mois', 'Passer en revue les abonnements'],
      achievements: ["Déclaration d'impôts envoyée à temps", 'Deux abonnements résiliés'],
      milestones: [
        'Toutes les charges fixes listées',
        "Un mois de salaire d'avance",
        'Plus aucun paiement en retard',
      ],
    },
    personal_growth: {
      notes: "Tenir un journal m'aide à repérer mes schémas.",
      goals: ['Écrire cinq minutes chaque soir', 'Lire un livre par mois'],
      achievements: ["Trente jours d'écriture d'affilée", 'Fini un livre sur les habitudes'],
      milestones: [
        'Une semaine à écrire chaque soir',
        'Un mois à écrire chaque soir',
        'Bilan du trimestre',
      ],
    },
    spirituality: {
      notes: 'Je veux refaire de la place au silence, mais je le néglige souvent.',
      goals: ['Méditer dix minutes deux fois par semaine', 'Une promenade sans téléphone'],
      achievements: ['Une journée de silence dans la nature', 'Essayé une appli de méditation'],
      milestones: [
        'Un moment fixe pour le silence',
        'Une semaine de méditation quotidienne',
        'Participé à une retraite',
      ],
    },
    social_life: {
      notes: "J'ai repris contact avec de vieux amis.",
      goals: ['Voir des amis une fois par mois', 'Essayer un nouveau club'],
      achievements: ['Organisé un dîner chez moi', "Reparlé avec une ancienne camarade d'études"],
      milestones: [
        "Le groupe d'amis de nouveau actif",
        'Inscrite dans un club',
        'Organisé moi-même une sortie',
      ],
    },
    hobbies: {
      notes: "Le dessin m'apaise. Je veux lui réserver un moment fixe.",
      goals: ['Dessiner une heure chaque dimanche', 'Remplir un carnet de croquis'],
      achievements: ['Acheté mon premier carnet de croquis', 'Encadré un dessin pour ma sœur'],
      milestones: ['Premier dessin depuis des mois', 'Dix croquis terminés', 'Suivi un atelier'],
    },
  },
};
