// Spanish demo content: an ordinary few weeks of someone finding their feet again.
import type { DemoTexts } from './types';

export const es: DemoTexts = {
  journal: {
    quietMorning: {
      title: 'Mañana tranquila',
      content:
        'Me levanté temprano y tomé un café en el balcón. Me ayudó a empezar el día con calma.',
    },
    busyWorkday: {
      title: 'Día de mucho trabajo',
      content:
        'Reunión tras reunión. Me doy cuenta de que me salto los descansos cuando hay mucho lío.',
    },
    parkWalk: {
      title: 'Paseo por el parque',
      content: 'Caminé media hora después de cenar. Se me despejó de verdad la cabeza.',
    },
    talkWithSister: {
      title: 'Una buena charla',
      content:
        'Hablé un buen rato por teléfono con mi hermana. Qué bien sentir que puedo contarle mis preocupaciones.',
    },
    badSleep: {
      title: 'Dormí mal',
      content:
        'Estuve hasta tarde dándole vueltas a la fecha de entrega. Mañana dejaré el móvil antes.',
    },
    taxesDone: {
      title: 'Un pequeño logro',
      content: 'Por fin terminé la declaración de la renta. Aliviada y un poco orgullosa.',
    },
    tiredButContent: {
      title: 'Cansada pero contenta',
      content: 'Un día largo, pero hice lo que me había propuesto.',
    },
    drawingAgain: {
      title: 'Otra vez dibujando',
      content: 'Dibujé por primera vez en meses. Había olvidado lo tranquila que me deja.',
    },
    jobDoubts: {
      title: 'Dudas',
      content: 'Me pregunto si este trabajo todavía va conmigo. Quiero hablarlo con el coach.',
    },
    budgetEvening: {
      title: 'Una tarde de cuentas',
      content:
        'Apunté todos los gastos fijos. No está tan mal, pero puedo recortar en suscripciones.',
    },
    dinnerWithFriends: {
      title: 'Cena con amigos',
      content:
        'Cocinamos juntos y nos reímos mucho. Quiero organizar esto más a menudo en vez de esperar.',
    },
    grateful: {
      title: 'Agradecida',
      content: 'Agradecida por el sol, una buena amiga y una tarde sin planes.',
    },
  },
  tags: {
    reflection: 'reflexión',
    rest: 'descanso',
    gratitude: 'gratitud',
    work: 'trabajo',
    stress: 'estrés',
    movement: 'movimiento',
    sleep: 'sueño',
    family: 'familia',
    friends: 'amigos',
    money: 'dinero',
    creativity: 'creatividad',
  },
  goals: {
    walk: 'Caminar 20 minutos',
    bedtime: 'Acostarme a las 23:00',
    gratitude: 'Escribir tres cosas por las que doy las gracias',
    messageFriend: 'Mandar un mensaje a una amiga o un amigo',
    phoneFree: 'Una hora sin móvil',
    focusBlock: 'El bloque de trabajo más importante antes de comer',
    vegetables: 'Verdura en cada comida',
    read: 'Leer diez páginas',
  },
  tasks: {
    callDoctor: 'Llamar al médico de cabecera para una revisión',
    gym: 'Darme de baja del gimnasio o empezar a ir',
    birthdayGift: 'Comprar el regalo de cumpleaños de mamá',
    photoBook: 'Hacer un álbum de fotos de las vacaciones',
    budget: 'Preparar el presupuesto del mes que viene',
    sleepBook: 'Terminar el libro sobre el sueño',
  },
  moodContexts: {
    work: 'en el trabajo',
    home: 'en casa',
    commute: 'de camino',
    friends: 'con amigos',
    sport: 'haciendo deporte',
  },
  progress: {
    career: {
      notes: 'Busco más retos. Ya tengo prevista una charla con mi responsable.',
      goals: ['Preparar la entrevista de desarrollo', 'Hacer un curso cada trimestre'],
      achievements: ['Entregué el proyecto a tiempo', 'Presenté ante todo el equipo'],
      milestones: [
        'Curso elegido',
        'Entrevista de desarrollo solicitada',
        'Primer módulo terminado',
      ],
    },
    relationships: {
      notes: 'Nos prestamos más atención desde que cocinamos juntos los viernes.',
      goals: ['Una noche a la semana juntos sin pantallas', 'Decir más a menudo lo que valoro'],
      achievements: [
        'Organicé una escapada de fin de semana',
        'Tuve con calma una conversación difícil',
      ],
      milestones: [
        'Viernes por la noche fijo',
        'Un fin de semana fuera juntos',
        'Clases de baile juntos',
      ],
    },
    health: {
      notes: 'Duermo a rachas. Caminar ayuda, siempre que lo haga.',
      goals: ['Caminar tres veces por semana', 'En la cama antes de las 23:00'],
      achievements: ['Caminé todos los días durante dos semanas', 'Menos café por la tarde'],
      milestones: [
        'Cinco kilómetros seguidos caminando',
        'Un mes con horario de sueño fijo',
        'Revisión con el médico',
      ],
    },
    finance: {
      notes: 'Ya tengo una visión de conjunto; el colchón de ahorro crece despacio.',
      goals: ['Ahorrar algo cada mes', 'Revisar las suscripciones'],
      achievements: ['Presenté la renta a tiempo', 'Di de baja dos suscripciones'],
      milestones: [
        'Todos los gastos fijos apuntados',
        'Un colchón de un sueldo mensual',
        'Ningún pago más con retraso',
      ],
    },
    personal_growth: {
      notes: 'Escribir un diario me ayuda a ver patrones.',
      goals: ['Escribir cinco minutos cada noche', 'Leer un libro al mes'],
      achievements: ['Escribí treinta días seguidos', 'Terminé un libro sobre hábitos'],
      milestones: [
        'Una semana escribiendo cada noche',
        'Un mes escribiendo cada noche',
        'Repaso del trimestre',
      ],
    },
    spirituality: {
      notes: 'Quiero volver a hacer sitio al silencio, pero a menudo se queda en nada.',
      goals: ['Meditar diez minutos dos veces por semana', 'Un paseo sin móvil'],
      achievements: ['Un día de silencio en la naturaleza', 'Probé una app de meditación'],
      milestones: [
        'Un momento fijo para el silencio',
        'Una semana meditando a diario',
        'Fui a un retiro',
      ],
    },
    social_life: {
      notes: 'He retomado el contacto con viejos amigos.',
      goals: ['Quedar con amigos una vez al mes', 'Probar un club nuevo'],
      achievements: [
        'Organicé una cena en casa',
        'Volví a hablar con una antigua compañera de clase',
      ],
      milestones: [
        'El grupo de amigos vuelve a estar activo',
        'Me apunté a un club',
        'Organicé yo misma una salida',
      ],
    },
    hobbies: {
      notes: 'Dibujar me da calma. Quiero un momento fijo para ello.',
      goals: ['Dibujar una hora cada domingo', 'Llenar un cuaderno de bocetos'],
      achievements: ['Compré mi primer cuaderno de bocetos', 'Enmarqué un dibujo para mi hermana'],
      milestones: ['Primer dibujo en meses', 'Diez bocetos terminados', 'Hice un taller'],
    },
  },
};
