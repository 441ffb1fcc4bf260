import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/brain-science.ts',
  sentences: [
    {
      en: 'In a randomised trial with 120 older adults, one group spent a year on moderate aerobic exercise (mostly walking, three days a week) and a comparison group on stretching and toning.',
      es: 'En un ensayo aleatorizado con 120 personas mayores, un grupo dedicó un año a hacer ejercicio aeróbico moderado (sobre todo caminar, tres días por semana) y un grupo de comparación, a estiramientos y tonificación.',
    },
    {
      en: 'In the walking group the front part of the hippocampus grew by about 2%, while in the stretching group it shrank by about 1.4%.',
      es: 'En el grupo que caminaba, la parte anterior del hipocampo creció alrededor de un 2 %, mientras que en el grupo de estiramientos se redujo alrededor de un 1,4 %.',
    },
    {
      en: 'Spatial memory improved in both groups; in the walking group, those whose hippocampus grew more tended to gain more.',
      es: 'La memoria espacial mejoró en ambos grupos; en el grupo que caminaba, las personas cuyo hipocampo más creció tendieron a ganar más.',
    },
    {
      en: 'In the Synapse Project, adults aged 60 to 90 spent about 16 hours a week for three months either learning a demanding new skill (quilting, digital photography, or both) or on less demanding activities: meeting as a social group, or simple tasks at home.',
      es: 'En el Synapse Project, personas de 60 a 90 años dedicaron unas 16 horas a la semana durante tres meses a aprender una habilidad nueva y exigente (acolchado, fotografía digital o ambas) o a actividades menos exigentes: reunirse en un grupo social o hacer tareas sencillas en casa.',
    },
    {
      en: 'Afterwards, episodic memory (remembering events and details) was better in the groups that learned a new skill than in the others, and the social group showed limited cognitive benefit.',
      es: 'Después, la memoria episódica (recordar hechos y detalles) era mejor en los grupos que aprendieron una habilidad nueva que en los demás, y el grupo social mostró un beneficio cognitivo limitado.',
    },
    {
      en: 'The study tested months of learning a real-world craft, not puzzle games.',
      es: 'El estudio puso a prueba meses de aprendizaje de una actividad real, no juegos de rompecabezas.',
    },
    {
      en: 'Keep it interesting',
      es: 'Que siga siendo interesante',
    },
    {
      en: 'A game holds your interest best when it asks a little more than you can easily do.',
      es: 'Un juego te interesa más cuando te pide un poco más de lo que puedes hacer con facilidad.',
    },
    {
      en: 'When a level becomes easy, try the next one up; when it stops being fun, step back.',
      es: 'Cuando un nivel te resulte fácil, prueba el siguiente; cuando deje de ser divertido, vuelve atrás.',
    },
    {
      en: 'Keep the rest of your life in view',
      es: 'No pierdas de vista el resto de tu vida',
    },
    {
      en: 'Puzzles are one pleasant part of a day.',
      es: 'Los rompecabezas son una parte agradable del día.',
    },
    {
      en: 'Movement, sleep, friends and learning new skills have far more evidence behind them, and a game does not replace them.',
      es: 'El movimiento, el sueño, los amigos y aprender cosas nuevas tienen mucha más evidencia a su favor, y un juego no los sustituye.',
    },
    {
      en: 'Comparing people who practised with people who did nothing cannot tell the practice apart from the effects of attention, motivation or simply expecting to get better.',
      es: 'Comparar a quienes practicaron con quienes no hicieron nada no permite distinguir la práctica de los efectos de la atención, la motivación o la simple expectativa de salir mejor.',
    },
    {
      en: 'A short thought to carry through the day, from our sister site.',
      es: 'Un pensamiento breve que te acompañe durante el día, de nuestro sitio hermano.',
    },
    {
      en: 'A calm mind makes a good companion to a daily puzzle.',
      es: 'Una mente serena es buena compañera de un rompecabezas diario.',
    },
  ],
};
