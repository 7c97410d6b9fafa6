// English demo content: an ordinary few weeks of someone finding their feet again.
import type { DemoTexts } from './types';

export const en: DemoTexts = {
  journal: {
    quietMorning: {
      title: 'A quiet morning',
      content: 'Got up early and had coffee on the balcony. It helped to start the day calmly.',
    },
    busyWorkday: {
      title: 'Busy day at work',
      content: 'Meeting after meeting. I notice that I skip my breaks when things get hectic.',
    },
    parkWalk: {
      title: 'A walk in the park',
      content: 'Walked for half an hour after dinner. It really cleared my head.',
    },
    talkWithSister: {
      title: 'A good talk',
      content: 'Long phone call with my sister. Good to feel that I can share my worries.',
    },
    badSleep: {
      title: 'Slept badly',
      content: 'Lay awake worrying about the deadline. Tomorrow I will put my phone away earlier.',
    },
    taxesDone: {
      title: 'A small win',
      content: 'Finally finished my tax return. Relieved and a little proud.',
    },
    tiredButContent: {
      title: 'Tired but content',
      content: 'Long day, but I did what I had set out to do.',
    },
    drawingAgain: {
      title: 'Drawing again',
      content: 'Drew something for the first time in months. I had forgotten how calm it makes me.',
    },
    jobDoubts: {
      title: 'Doubts',
      content: 'I wonder whether this job still suits me. I want to talk it over with the coach.',
    },
    budgetEvening: {
      title: 'An evening of money matters',
      content:
        'Listed all my fixed costs. Not as bad as I feared, but the subscriptions can go down.',
    },
    dinnerWithFriends: {
      title: 'Dinner with friends',
      content:
        'Cooked together and laughed a lot. I want to plan this more often instead of waiting.',
    },
    grateful: {
      title: 'Grateful',
      content: 'Grateful for the sunshine, a good friend and an evening without plans.',
    },
  },
  tags: {
    reflection: 'reflection',
    rest: 'rest',
    gratitude: 'gratitude',
    work: 'work',
    stress: 'stress',
    movement: 'exercise',
    sleep: 'sleep',
    family: 'family',
    friends: 'friends',
    money: 'money',
    creativity: 'creativity',
  },
  goals: {
    walk: 'Walk for 20 minutes',
    bedtime: 'In bed by 11 pm',
    gratitude: 'Write down three things I am grateful for',
    messageFriend: 'Send a friend a message',
    phoneFree: 'One hour without my phone',
    focusBlock: 'Most important work block before lunch',
    vegetables: 'Vegetables with every meal',
    read: 'Read ten pages',
  },
  tasks: {
    callDoctor: 'Call the GP for a check-up',
    gym: 'Cancel the gym membership or start using it',
    birthdayGift: "Buy Mum's birthday present",
    photoBook: 'Make a photo book of the holiday',
    budget: "Draw up next month's budget",
    sleepBook: 'Finish the book about sleep',
  },
  moodContexts: {
    work: 'at work',
    home: 'at home',
    commute: 'on the way',
    friends: 'with friends',
    sport: 'working out',
  },
  progress: {
    career: {
      notes: 'I am looking for more of a challenge. A talk with my manager is planned.',
      goals: ['Prepare the development review', 'Take one course per quarter'],
      achievements: ['Delivered the project on time', 'Gave a presentation to the whole team'],
      milestones: ['Course chosen', 'Development review requested', 'First module completed'],
    },
    relationships: {
      notes: 'More attention for each other since we started cooking together on Fridays.',
      goals: ['One screen-free evening together every week', 'Say more often what I appreciate'],
      achievements: ['Booked a weekend away', 'Had a difficult conversation calmly'],
      milestones: ['A regular Friday evening', 'A weekend away together', 'Dance lessons together'],
    },
    health: {
      notes: 'Sleep comes and goes. Walking helps, as long as I actually do it.',
      goals: ['Walk three times a week', 'In bed before 11 pm'],
      achievements: ['Walked every day for two weeks', 'Less coffee in the afternoon'],
      milestones: [
        'Walked five kilometres in one go',
        'A steady sleep rhythm for a month',
        'Check-up at the GP',
      ],
    },
    finance: {
      notes: 'I have an overview now; the savings buffer is still growing slowly.',
      goals: ['Put something aside every month', 'Go through the subscriptions'],
      achievements: ['Filed the tax return on time', 'Cancelled two subscriptions'],
      milestones: [
        'All fixed costs listed',
        "A buffer of one month's salary",
        'No more late payments',
      ],
    },
    personal_growth: {
      notes: 'Journaling helps me to see patterns.',
      goals: ['Write for five minutes every evening', 'Read one book a month'],
      achievements: ['Wrote thirty days in a row', 'Finished a book about habits'],
      milestones: [
        'Wrote every evening for a week',
        'Wrote every evening for a month',
        'Looked back on the quarter',
      ],
    },
    spirituality: {
      notes: 'I want to make room for stillness again, but it often slips.',
      goals: ['Meditate for ten minutes twice a week', 'A walk without my phone'],
      achievements: ['A day of silence in nature', 'Tried a meditation app'],
      milestones: [
        'A fixed moment for stillness',
        'Meditated every day for a week',
        'Went on a retreat',
      ],
    },
    social_life: {
      notes: 'Picked up contact with old friends again.',
      goals: ['Meet up with friends once a month', 'Try out a new club'],
      achievements: ['Hosted a dinner at my place', 'Caught up with an old classmate'],
      milestones: [
        'Group chat with friends active again',
        'Joined a club',
        'Organised an outing myself',
      ],
    },
    hobbies: {
      notes: 'Drawing calms me down. I want a regular moment for it.',
      goals: ['Draw for an hour every Sunday', 'Fill a sketchbook'],
      achievements: ['Bought my first sketchbook', 'Framed a drawing for my sister'],
      milestones: ['First drawing in months', 'Ten sketches finished', 'Took a workshop'],
    },
  },
};
