import { formatNumber, formatPercent } from '../../../shared/format.ts';
import { defineMessages } from '../../i18n/catalog.ts';

// The Spanish, written beside its call and read nowhere else, so that the build leaves it (and the
// numbers it writes in Spanish) out of the English page's script.
const es = {
  readSource: 'Leer la fuente',
  studies: {
    'jaeggi-2008': {
      name: 'La práctica del dual n-back y la inteligencia fluida',
      finding:
        'Adultos jóvenes que practicaron una exigente tarea de memoria de trabajo llamada «dual n-back» sacaron después puntuaciones más altas en pruebas de inteligencia fluida (razonamiento) que un grupo de control sin esa práctica, y la ganancia crecía con el número de sesiones. Los autores lo presentaron como prueba de que la capacidad de razonar puede aumentar sin practicar la propia prueba.',
      takeaway:
        'El estudio dio mucha difusión al entrenamiento cerebral, pero los intentos posteriores de replicarlo a menudo han fracasado (consulta el estudio siguiente y los metaanálisis de más abajo).',
    },
    'redick-2013': {
      name: 'Un intento de replicación con grupo placebo',
      finding:
        'Adultos jóvenes hicieron 20 sesiones de dual n-back adaptativo, 20 sesiones de una tarea adaptativa de búsqueda visual (un grupo de placebo activo) o nada. Los dos grupos con práctica progresaron en la tarea que practicaban; sin embargo, pese a una alta potencia estadística, no hubo transferencia positiva a ninguna de las pruebas de capacidad: inteligencia fluida y cristalizada, multitarea, capacidad de memoria de trabajo ni velocidad perceptiva.',
    },
    'owen-2010': {
      finding: `En un estudio en línea de seis semanas realizado con la BBC, ${formatNumber(11430, 'es')} adultos practicaron varias veces por semana tareas destinadas a potenciar el razonamiento, la memoria, la planificación, las habilidades visoespaciales y la atención, mientras un grupo de control respondía en línea preguntas de cultura general. Los resultados subieron en todas las tareas practicadas, pero no hubo indicios de transferencia a tareas no practicadas, ni siquiera a tareas muy parecidas a las practicadas.`,
    },
    'active-2002': {
      name: 'El ensayo ACTIVE: primeros resultados',
      finding: `${formatNumber(2832, 'es')} adultos de 65 a 94 años que vivían de forma independiente en seis ciudades de Estados Unidos fueron asignados al azar a diez sesiones en grupo dedicadas a la memoria, al razonamiento o a la velocidad de procesamiento, o a un grupo de control sin contacto. Cada tipo de entrenamiento mejoró la capacidad a la que iba dirigido, y esas ganancias duraron dos años; las sesiones de refuerzo aumentaron las ganancias en velocidad y en razonamiento. A los dos años no se detectó ningún efecto en el funcionamiento cotidiano.`,
    },
    'active-2014': {
      name: 'El ensayo ACTIVE diez años después',
      finding: `Diez años después, con una edad media de 82 años, alrededor del ${formatPercent(60, 'es')} de los participantes con entrenamiento, frente al ${formatPercent(50, 'es')} de los controles, dijeron desenvolverse en las tareas cotidianas (actividades instrumentales de la vida diaria) al menos tan bien como al principio. Los grupos de razonamiento y de velocidad aún mostraban efectos en las capacidades que habían practicado; el grupo de memoria ya no los mostraba en la memoria.`,
      takeaway:
        'El resultado sobre la vida diaria se basa en lo que los participantes contaron de sí mismos, y el entrenamiento se dio en sesiones de grupo supervisadas (con sesiones de refuerzo para una parte de ellos): no es una prueba sobre jugar de vez en cuando por entretenimiento.',
    },
    'finger-2015': {
      name: 'FINGER: un programa combinado de estilo de vida',
      finding: `${formatNumber(1260, 'es')} finlandeses de 60 a 77 años con una puntuación de riesgo de demencia superior a la media fueron asignados al azar a dos años de orientación sobre alimentación, actividad física, entrenamiento cognitivo y control de los factores de riesgo vascular, o a consejos generales de salud. El grupo del programa combinado obtuvo mejores resultados que el grupo de control en una amplia batería de pruebas de pensamiento.`,
      takeaway:
        'Como todo se dio a la vez, el ensayo no puede decir cuánto aportó por sí sola la parte de entrenamiento cognitivo, si es que aportó algo.',
    },
    'melby-lervag-2013': {
      finding:
        'En 23 estudios (30 comparaciones) con niños y adultos, los programas de memoria de trabajo produjeron avances fiables a corto plazo en la memoria de trabajo, que en la memoria de trabajo verbal se habían desvanecido en el seguimiento. No hubo pruebas convincentes de que la práctica se generalizara a otras habilidades, como el razonamiento, la capacidad verbal, el control de la atención, la decodificación de palabras o la aritmética.',
    },
    'au-2015': {
      name: 'Un metaanálisis de la práctica con n-back',
      finding:
        'Al reunir 20 estudios de práctica con n-back en adultos sanos de 18 a 50 años, los autores hallaron un efecto positivo pequeño pero estadísticamente significativo en las pruebas de inteligencia fluida.',
      takeaway:
        'Es el argumento conjunto más sólido a favor de la transferencia, y procede del grupo de investigación original; las revisiones más amplias y más recientes de abajo llegan a la conclusión contraria.',
    },
    'melby-lervag-2016': {
      name: 'La práctica de la memoria de trabajo y la «transferencia lejana»',
      finding:
        'En 87 publicaciones con 145 comparaciones, practicar la memoria de trabajo dio de forma fiable mejores resultados en otras pruebas de memoria de trabajo justo al terminar la práctica. En las medidas de transferencia lejana (capacidad no verbal y verbal, decodificación de palabras, comprensión lectora, aritmética) no hubo pruebas convincentes de avances frente a grupos de control activos, y las mayores ganancias en memoria de trabajo no iban acompañadas de mayores efectos de transferencia lejana.',
    },
    'lampit-2014': {
      name: 'Entrenamiento cognitivo informatizado en personas mayores sanas',
      finding: `Al reunir 52 ensayos aleatorizados con ${formatNumber(4885, 'es')} personas mayores cognitivamente sanas, el entrenamiento informatizado tuvo un efecto global pequeño en las pruebas neuropsicológicas (g de Hedges = ${formatNumber(0.22, 'es', 2)}). Los efectos fueron de pequeños a moderados en memoria, memoria de trabajo, velocidad de procesamiento y habilidades visoespaciales, y nulos en funciones ejecutivas y atención. El entrenamiento en casa resultó ineficaz en comparación con las sesiones de grupo supervisadas.`,
    },
    'simons-2016': {
      finding:
        'Una revisión de los estudios que citan las empresas de entrenamiento cerebral y sus defensores científicos encontró amplias pruebas de que el entrenamiento mejora las tareas entrenadas, menos pruebas para tareas muy relacionadas y pocas pruebas para tareas lejanamente relacionadas o para el rendimiento cognitivo en la vida diaria. Muchos estudios tenían fallos importantes de diseño o de análisis, y ninguno cumplía todas las buenas prácticas que proponen los autores.',
    },
    'sala-gobet-2019': {
      finding:
        'Resumiendo varios de sus propios metaanálisis sobre distintos tipos de entrenamiento, los autores informan de un efecto mínimo en las habilidades cognitivas de dominio general, y sostienen que las diferencias entre estudios se explican por la calidad de los estudios y por artefactos estadísticos.',
    },
    'sala-2019': {
      name: 'Transferencia cercana y lejana: un metaanálisis de metaanálisis',
      finding:
        'Al combinar metaanálisis anteriores sobre la práctica de la memoria de trabajo, los videojuegos, la música, el ajedrez y los videojuegos con actividad física (exergames), los autores hallaron que practicar la memoria de trabajo sí produce transferencia cercana a las medidas de memoria, mientras que los efectos de transferencia lejana fueron pequeños o nulos. Una vez descontados los efectos placebo y el sesgo de publicación, el efecto de transferencia lejana fue cero en todas las poblaciones y todos los tipos de entrenamiento.',
    },
    'stanford-2014': {
      name: 'La declaración de consenso de Stanford',
      finding:
        'Unos 70 científicos cognitivos y neurocientíficos rechazaron la afirmación de que los juegos mentales ofrecen a los consumidores una forma con base científica de reducir o revertir el deterioro cognitivo, y señalaron que las mejores pruebas hasta la fecha relacionan la salud cognitiva en la vejez con un estilo de vida sano y activo mantenido a largo plazo.',
    },
    'response-2014': {
      name: 'La respuesta en una carta abierta',
      citation:
        'Carta abierta al Stanford Center on Longevity (diciembre de 2014), firmada por más de 100 científicos y profesionales.',
      finding:
        'Los firmantes coincidieron en que muchas afirmaciones publicitarias son exageradas y en que los programas deberían probarse en ensayos aleatorizados con grupos de control activos, pero sostuvieron que un conjunto creciente de pruebas muestra que el funcionamiento cognitivo puede beneficiarse de ciertas pautas de entrenamiento, en algunos casos de formas que se trasladan a la vida diaria.',
    },
    'jaeggi-2011': {
      name: '¿Quién se beneficia del entrenamiento?',
      finding:
        'Escolares practicaron con una tarea de memoria de trabajo parecida a un videojuego. Solo los niños que progresaron considerablemente en la propia tarea de práctica obtuvieron también mejores resultados en pruebas de razonamiento no practicadas, más que un grupo de control, y esa diferencia seguía ahí tres meses después.',
    },
  },
};

/**
 * What the research page's cards say in our own words, by the study's id (studies.ts): a heading
 * where the card does not show the work's published title, what the work found, and why it matters.
 * Each finding is our wording of what the paper's abstract (or, for the statements, the published
 * text) reports; the Spanish says the same, no more and no less. A `citation` is here only where
 * the reference is our description of the work rather than its published record.
 */
export const researchMessages = defineMessages(
  {
    readSource: 'Read the source',
    studies: {
      'jaeggi-2008': {
        name: 'Dual n-back training and fluid intelligence',
        finding:
          'Young adults who practised a demanding "dual n-back" working-memory task scored higher afterwards on fluid-intelligence (reasoning) tests than untrained controls, and the gain grew with the number of training sessions. The authors presented this as evidence that reasoning ability can improve without practising the test itself.',
        takeaway:
          'The study drew wide attention to brain training, but later attempts to replicate it have often failed (see the next study and the meta-analyses below).',
      },
      'redick-2013': {
        name: 'A placebo-controlled replication attempt',
        finding:
          'Young adults did 20 sessions of adaptive dual n-back, 20 sessions of an adaptive visual-search task (an active placebo group), or nothing. Both trained groups got better at the task they practised, yet despite high statistical power there was no positive transfer to any of the ability tests: fluid and crystallised intelligence, multitasking, working-memory capacity or perceptual speed.',
      },
      'owen-2010': {
        finding:
          'In a six-week online study run with the BBC, 11,430 adults trained several times a week on tasks meant to improve reasoning, memory, planning, visuospatial skills and attention, while a control group answered general-knowledge questions online. Every trained task improved, but there was no evidence of transfer to untrained tasks, even to tasks closely related to the trained ones.',
      },
      'active-2002': {
        name: 'The ACTIVE trial: first results',
        finding:
          '2,832 independently living adults aged 65 to 94 in six US cities were randomly assigned to ten group sessions of memory, reasoning or speed-of-processing training, or to a no-contact control group. Each kind of training improved the ability it targeted, and the gains lasted two years; booster sessions added to the speed and reasoning gains. No effect on everyday functioning was detected at two years.',
      },
      'active-2014': {
        name: 'The ACTIVE trial ten years on',
        finding:
          'Ten years later, at an average age of 82, about 60% of trained participants versus 50% of controls reported handling everyday tasks (instrumental activities of daily living) at least as well as at the start. Reasoning and speed training still showed effects on the abilities they trained; memory training no longer did for memory.',
        takeaway:
          'The everyday-function result rests on what participants reported about themselves, and the training was given in supervised group sessions (with booster sessions for some): it is not evidence about casual game play.',
      },
      'finger-2015': {
        name: 'FINGER: a combined lifestyle programme',
        finding:
          '1,260 Finns aged 60 to 77 with an above-average dementia risk score were randomly assigned to two years of diet guidance, exercise, cognitive training and monitoring of vascular risk factors, or to general health advice. The combined programme group did better on a broad battery of thinking tests than the control group.',
        takeaway:
          'Because everything was delivered together, the trial cannot say how much, if anything, the cognitive-training part contributed on its own.',
      },
      'melby-lervag-2013': {
        finding:
          'Across 23 studies (30 comparisons) of children and adults, working-memory programmes produced reliable short-term improvements in working memory, which for verbal working memory faded by follow-up. There was no convincing evidence that the training generalised to other skills such as reasoning, verbal ability, attention control, word decoding or arithmetic.',
      },
      'au-2015': {
        name: 'A meta-analysis of n-back training',
        finding:
          'Pooling 20 n-back training studies of healthy adults aged 18 to 50, the authors found a small but statistically significant positive effect on fluid-intelligence tests.',
        takeaway:
          'This is the strongest pooled case for transfer, and it comes from the original research group; the larger and later reviews below reach the opposite conclusion.',
      },
      'melby-lervag-2016': {
        name: 'Working memory training and "far transfer"',
        finding:
          'Across 87 publications with 145 comparisons, working-memory training reliably improved other working-memory tests right after training. For far-transfer measures (nonverbal and verbal ability, word decoding, reading comprehension, arithmetic) there was no convincing evidence of improvement compared with active control groups, and larger working-memory gains did not go with larger far-transfer effects.',
      },
      'lampit-2014': {
        name: 'Computerised cognitive training in healthy older adults',
        finding:
          'Pooling 52 randomised trials with 4,885 cognitively healthy older adults, computerised training had a small overall effect on neuropsychological tests (Hedges\u2019 g = 0.22). Effects were small to moderate for memory, working memory, processing speed and visuospatial skills, and absent for executive functions and attention. Training at home was ineffective compared with supervised group sessions.',
      },
      'simons-2016': {
        finding:
          'A review of the studies cited by brain-training companies and their scientific supporters found extensive evidence that training improves the trained tasks, less evidence for closely related tasks, and little evidence for distantly related tasks or everyday cognitive performance. Many studies had major weaknesses in design or analysis, and none met all of the best practices the authors set out.',
      },
      'sala-gobet-2019': {
        finding:
          'Summarising several of their own meta-analyses across different kinds of training, the authors report a minimal effect on domain-general cognitive skills, and argue that the differences between studies are explained by study quality and statistical artefacts.',
      },
      'sala-2019': {
        name: 'Near and far transfer: a meta-analysis of meta-analyses',
        finding:
          'Combining earlier meta-analyses of working-memory training, video games, music, chess and exergames, the authors found that working-memory training does produce near transfer to memory measures, while far-transfer effects were small or null. Once placebo effects and publication bias were accounted for, the far-transfer effect was zero for every population and type of training.',
      },
      'stanford-2014': {
        name: 'The Stanford consensus statement',
        finding:
          'Around 70 cognitive scientists and neuroscientists objected to the claim that brain games give consumers a scientifically grounded way to reduce or reverse cognitive decline, and said the best evidence so far links cognitive health in old age to a long-term healthy, engaged lifestyle.',
      },
      'response-2014': {
        name: 'The open-letter response',
        citation:
          'Open letter to the Stanford Center on Longevity (December 2014), signed by more than 100 scientists and practitioners.',
        finding:
          'The signatories agreed that many marketing claims are exaggerated and that programmes should be tested in randomised trials with active control groups, but argued that a growing body of evidence shows certain training regimens can improve cognitive function, in some cases in ways that carry over to everyday life.',
      },
      'jaeggi-2011': {
        name: 'Who benefits from training?',
        finding:
          'Schoolchildren trained on a video-game-like working-memory task. Only the children who improved considerably on the training task itself also improved on untrained reasoning tests, more than a control group did, and that difference was still there three months later.',
      },
    },
  },
  es,
);

/** What a card says of its study in our words: the same fields in English and Spanish. */
export interface StudyTexts {
  readonly name?: string;
  readonly citation?: string;
  readonly finding: string;
  readonly takeaway?: string;
}

/** The id of a study the research page cites. */
export type StudyId = keyof typeof researchMessages.en.studies;
