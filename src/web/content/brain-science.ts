// Longer than 300 lines because it holds the whole text of one page in both languages, English and
// Spanish, as data; it holds no logic.

import { defineMessages, type Translation } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { ContentPage, Source } from './content-types.ts';

const SOURCES: readonly Source[] = [
  {
    id: 'maguire',
    citation:
      'Maguire EA, et al. Navigation-related structural change in the hippocampi of taxi drivers. PNAS, 2000.',
    url: 'https://pubmed.ncbi.nlm.nih.gov/10716738/',
  },
  {
    id: 'draganski',
    citation:
      'Draganski B, et al. Neuroplasticity: changes in grey matter induced by training. Nature, 2004.',
    url: 'https://doi.org/10.1038/427311a',
  },
  {
    id: 'owen',
    citation: 'Owen AM, et al. Putting brain training to the test. Nature, 2010.',
    url: 'https://doi.org/10.1038/nature09042',
  },
  {
    id: 'simons',
    citation:
      'Simons DJ, et al. Do “brain-training” programs work? Psychological Science in the Public Interest, 2016.',
    url: 'https://doi.org/10.1177/1529100616661983',
  },
  {
    id: 'melby-lervag',
    citation:
      'Melby-Lervåg M, Redick TS, Hulme C. Working memory training does not improve performance on measures of intelligence or other measures of “far transfer”. Perspectives on Psychological Science, 2016.',
    url: 'https://doi.org/10.1177/1745691616635612',
  },
  {
    id: 'active-2002',
    citation:
      'Ball K, et al. Effects of cognitive training interventions with older adults: a randomized controlled trial (ACTIVE). JAMA, 2002.',
    url: 'https://pubmed.ncbi.nlm.nih.gov/12425704/',
  },
  {
    id: 'active-2014',
    citation:
      'Rebok GW, et al. Ten-year effects of the ACTIVE cognitive training trial on cognition and everyday functioning in older adults. Journal of the American Geriatrics Society, 2014; 62(1): 16–24.',
    url: 'https://doi.org/10.1111/jgs.12607',
  },
  {
    id: 'erickson',
    citation:
      'Erickson KI, et al. Exercise training increases size of hippocampus and improves memory. PNAS, 2011.',
    url: 'https://doi.org/10.1073/pnas.1015950108',
  },
  {
    id: 'diekelmann',
    citation: 'Diekelmann S, Born J. The memory function of sleep. Nature Reviews Neuroscience, 2010.',
    url: 'https://doi.org/10.1038/nrn2762',
  },
  {
    id: 'park',
    citation:
      'Park DC, et al. The impact of sustained engagement on cognitive function in older adults: the Synapse Project. Psychological Science, 2014.',
    url: 'https://doi.org/10.1177/0956797613499592',
  },
  {
    id: 'lancet',
    citation:
      'Livingston G, et al. Dementia prevention, intervention, and care: 2024 report of the Lancet standing Commission. The Lancet, 2024.',
    url: 'https://doi.org/10.1016/S0140-6736(24)01296-0',
  },
  {
    id: 'finger',
    citation:
      'Ngandu T, et al. A 2 year multidomain intervention of diet, exercise, cognitive training, and vascular risk monitoring versus control to prevent cognitive decline in at-risk elderly people (FINGER). The Lancet, 2015.',
    url: 'https://doi.org/10.1016/S0140-6736(15)60461-5',
  },
  {
    id: 'pointer',
    citation:
      'Baker LD, et al. Structured vs self-guided multidomain lifestyle interventions for global cognitive function: the US POINTER randomized clinical trial. JAMA, 2025.',
    url: 'https://doi.org/10.1001/jama.2025.12923',
  },
];

const en: ContentPage = {
  layout: 'article',
  eyebrow: 'The evidence',
  title: 'Brain Science',
  intro: [
    'What research tells us about how the brain changes with practice, what puzzle games can and cannot do for you, and which everyday habits have the strongest evidence behind them. We have tried to report the findings as they are, including where they disappoint.',
  ],
  sections: [
    {
      id: 'short-version',
      title: 'The short version',
      callout: true,
      blocks: [
        {
          type: 'list',
          items: [
            'The brain keeps changing in response to what you do, throughout life.',
            'Practice reliably makes you better at the task you practise.',
            'Evidence that practice spreads to quite different tasks, or to everyday life, is limited and disputed.',
            'Physical activity, good sleep, and an active social and mental life have broader support for brain health than any single game.',
            'Our games are for enjoyment and practice. They do not prevent, treat or diagnose any condition.',
          ],
        },
      ],
    },
    {
      id: 'plasticity',
      title: 'The brain changes with use',
      label: 'Neuroplasticity',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              { strong: 'Neuroplasticity' },
              ' is the brain’s capacity to change its connections, and to a degree its structure, in response to experience. Connections that are used together are strengthened, unused ones weaken, and this continues in adulthood rather than stopping after childhood.',
            ],
            'Two well-known studies illustrate it. Licensed London taxi drivers, who spend years learning the city’s streets, had larger posterior hippocampi (a region involved in spatial memory) than people who did not drive taxis, and the longer they had driven, the larger that region tended to be. In another study, volunteers who learned to juggle showed an increase in grey matter in areas that process visual motion, and the increase faded again after they stopped practising.',
            'Such findings show that the adult brain responds to what we ask of it. They do not show that bigger is always better, and the changes were specific to the skill practised: navigating London, or tracking balls in the air.',
          ],
        },
      ],
    },
    {
      id: 'practice',
      title: 'Practice effects: getting better at what you do',
      label: 'Practice effects',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'When you practise a task, you improve quickly at first and then more slowly. Much of the early gain in any game comes from learning the game itself: its rules, its shortcuts, and the strategies that suit it. Researchers call improvement from simply repeating a test a ',
              { strong: 'practice effect' },
              ', and good studies take care to separate it from any change in underlying ability.',
            ],
            'One of the largest tests of brain training, run with the BBC, asked 11,430 adults to train online several times a week for six weeks on tasks of reasoning, memory, planning, visuospatial skill and attention. People improved on every task they trained, but the researchers found no evidence that the gains carried over to untrained tasks, even closely related ones.',
            'So when your Memory Match time drops or you solve the Number Puzzle in fewer moves, you really have become better at those games. Whether you have also become better at anything else is a separate question, and the honest answer is: probably not much.',
          ],
        },
      ],
    },
    {
      id: 'transfer',
      title: 'Near and far transfer',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              { strong: 'Near transfer' },
              ' means improvement on tasks very like the one trained, such as a different memory game that uses the same skill. ',
              { strong: 'Far transfer' },
              ' means improvement on quite different abilities or in everyday life: reasoning at work, remembering appointments, or general intelligence. Far transfer is what most brain-training advertising implies, and it is where the evidence is weakest.',
            ],
            'A major review of the field in 2016 found extensive evidence that training improves the trained tasks, less evidence that it improves closely related tasks, and little evidence that it improves distantly related tasks or everyday cognitive performance. A meta-analysis of working-memory training the same year found short-term gains on similar memory tasks, but no convincing improvement in measures such as nonverbal reasoning, reading or arithmetic when trained groups were compared with groups given a different activity.',
          ],
        },
        {
          type: 'callout',
          title: 'The ACTIVE trial',
          blocks: [
            {
              type: 'paragraphs',
              items: [
                'ACTIVE, one of the largest and longest-running randomised trials of cognitive training, enrolled 2,832 independently living adults aged 65 to 94 in the United States. Groups received ten sessions of training in memory, reasoning or speed of processing, and a control group received none. Each kind of training improved the ability it targeted, and those gains were still measurable two years later, but no effect on everyday functioning was detected at two years.',
                'Ten years on, the reasoning and speed groups still outperformed the controls on the abilities they had trained, while the memory group no longer did. All three trained groups reported less difficulty with daily activities such as managing money or medication than the control group did. That is an encouraging sign, but it rests on what participants reported about themselves, and the training was a specific programme, not a set of puzzle games.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'lifestyle',
      title: 'Exercise, sleep and an engaged life',
      label: 'Exercise, sleep and engagement',
      intro: [
        {
          type: 'paragraphs',
          items: [
            'The habits with the broadest support for brain health are not games at all. Here is what some of the best-known studies found.',
          ],
        },
      ],
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Physical exercise',
              icon: 'dumbbell',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'In a randomised trial with 120 older adults, one group spent a year on moderate aerobic exercise (mostly walking, three days a week) and a comparison group on stretching and toning. In the walking group the front part of the hippocampus grew by about 2%, while in the stretching group it shrank by about 1.4%. Spatial memory improved in both groups; in the walking group, those whose hippocampus grew more tended to gain more.',
                  ],
                },
              ],
            },
            {
              title: 'Sleep',
              icon: 'bed',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'Sleep is when newly learned memories are consolidated: replayed, strengthened and linked with what you already know. Decades of research show that sleep after learning helps you retain it, so a late night of practice at the cost of sleep is a poor trade.',
                  ],
                },
              ],
            },
            {
              title: 'Learning new things',
              icon: 'sprout',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'In the Synapse Project, adults aged 60 to 90 spent about 16 hours a week for three months either learning a demanding new skill (quilting, digital photography, or both) or on less demanding activities: meeting as a social group, or simple tasks at home. Afterwards, episodic memory (remembering events and details) was better in the groups that learned a new skill than in the others, and the social group showed limited cognitive benefit. The study tested months of learning a real-world craft, not puzzle games.',
                  ],
                },
              ],
            },
            {
              title: 'Social connection and overall health',
              icon: 'users',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'The 2024 Lancet Commission on dementia listed 14 potentially modifiable risk factors, among them physical inactivity, social isolation, hearing loss, untreated vision loss, high blood pressure and less education. It estimated that together they account for around 45% of dementia cases worldwide, a population figure that says nothing certain about any one person.',
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'callout',
          title: 'Putting it together: FINGER and US POINTER',
          blocks: [
            {
              type: 'paragraphs',
              items: [
                'The Finnish FINGER trial gave 1,260 people aged 60 to 77, who were at raised risk of dementia, two years of combined diet advice, exercise, cognitive training and monitoring of heart and blood-vessel health. Compared with a group given general health advice, they did better on a comprehensive set of cognitive tests. Because cognitive training was only one part of the programme, the trial cannot say how much it contributed on its own.',
                'The US POINTER trial, published in 2025, followed 2,111 older adults at raised risk for two years and compared two lifestyle programmes: a structured one, with more support and accountability, and a self-guided one. Cognition scores rose in both groups, slightly more in the structured one. The trial had no group without a programme, so it cannot tell how much of the rise either programme caused, rather than practice with the tests or the passing of time.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'principles',
      title: 'Training principles that follow from the evidence',
      label: 'Training principles',
      blocks: [
        {
          type: 'cards',
          columns: 'sm',
          cards: [
            {
              title: 'Expect specific gains',
              icon: 'target',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'You get better at what you practise. Choose games for the practice and the fun they give, and treat rising scores as skill in those games rather than proof of a sharper brain overall.',
                  ],
                },
              ],
            },
            {
              title: 'Keep it interesting',
              icon: 'lightbulb',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'A game holds your interest best when it asks a little more than you can easily do. When a level becomes easy, try the next one up; when it stops being fun, step back.',
                  ],
                },
              ],
            },
            {
              title: 'Space your practice',
              icon: 'repeat',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'Spreading practice over days, with sleep in between, beats cramming. This spacing effect is one of the most consistently replicated findings about learning.',
                  ],
                },
              ],
            },
            {
              title: 'Keep the rest of your life in view',
              icon: 'heart-pulse',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'Puzzles are one pleasant part of a day. Movement, sleep, friends and learning new skills have far more evidence behind them, and a game does not replace them.',
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Our ',
              { text: 'training tips', to: PATHS.trainingTips },
              ' turn these principles into a weekly plan, and the ',
              { text: 'game guides', to: PATHS.gameGuides },
              ' explain each game’s strategies.',
            ],
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'The limits of the evidence',
      label: 'Limits of the evidence',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Brain-training research is hard to do well, and much of it has weaknesses that make positive results less certain than headlines suggest:',
          ],
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Small and short studies.' },
              ' Many trials have few participants and end soon after training, so chance findings are common and long-term effects are unknown.',
            ],
            [
              { strong: 'Weak comparison groups.' },
              ' Comparing people who practised with people who did nothing cannot tell the practice apart from the effects of attention, motivation or simply expecting to get better.',
            ],
            [
              { strong: 'Publication bias.' },
              ' Studies with positive results are more likely to be published, which inflates the apparent benefit in reviews.',
            ],
            [
              { strong: 'Who was studied.' },
              ' Many of the largest trials involved older adults, sometimes at raised risk of dementia; their results need not apply to everyone.',
            ],
            [
              { strong: 'Conflicts of interest.' },
              ' Some studies are funded by companies that sell training products. In 2016 one well-known brain-training company agreed to pay $2 million to settle US Federal Trade Commission charges that its advertising claims were unfounded.',
            ],
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Scientists themselves disagree. In 2014 one group of researchers published an open letter saying that brain games offer no scientifically grounded way to improve cognition, and another group replied that the literature contains many demonstrations of benefits. The careful middle ground is the one described above: real but narrow gains from practice, and a much stronger case for an active, healthy life.',
          ],
        },
      ],
    },
    {
      id: 'outlook',
      title: 'Future outlook',
      blocks: [
        {
          type: 'paragraphs',
          items: ['Several developments should make the next decade of research more informative:'],
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Better-designed trials' },
              ' that register their methods in advance, enrol more people, follow them for longer and compare them with active control groups.',
            ],
            [
              { strong: 'Real-world outcomes' },
              ' such as managing money, driving safety or staying independent, rather than scores on laboratory tests.',
            ],
            [
              { strong: 'Multidomain programmes' },
              ' in the style of FINGER being tested in many countries, to learn which combinations of exercise, diet, social activity and mental challenge work for whom.',
            ],
            [
              { strong: 'Personalised challenge' },
              ', with difficulty that adapts to each person, and open questions about how much practice is enough and how long any benefit lasts.',
            ],
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Until those answers arrive, the sensible course is to play because you enjoy it and like the focus it asks of you, and to look after the rest of your health too. If you are worried about your memory or thinking, talk to a doctor: no game or online quiz, including ours, can tell you whether something is wrong.',
          ],
        },
      ],
    },
    { id: 'sources', title: 'Sources', blocks: [{ type: 'sources', sources: SOURCES }] },
  ],
  sisterSite:
    'A short thought to carry through the day, from our sister site. A calm mind makes a good companion to a daily puzzle.',
  actions: [{ type: 'home' }],
};

const es: Translation<ContentPage> = {
  layout: 'article',
  eyebrow: 'La evidencia',
  title: 'Ciencia del cerebro',
  intro: [
    'Lo que dice la investigación sobre cómo cambia el cerebro con la práctica, lo que los juegos de rompecabezas pueden y no pueden hacer por ti, y qué hábitos cotidianos tienen la evidencia más sólida a su favor. Hemos intentado contar los resultados tal como son, también cuando decepcionan.',
  ],
  sections: [
    {
      id: 'short-version',
      title: 'En pocas palabras',
      callout: true,
      blocks: [
        {
          type: 'list',
          items: [
            'El cerebro sigue cambiando durante toda la vida según lo que haces.',
            'La práctica te hace mejor, de forma fiable, en la tarea que practicas.',
            'La evidencia de que la práctica se extienda a tareas bastante distintas, o a la vida diaria, es limitada y discutida.',
            'La actividad física, dormir bien y una vida social y mental activa tienen un respaldo más amplio para la salud del cerebro que cualquier juego por sí solo.',
            'Nuestros juegos son para disfrutar y practicar. No previenen, tratan ni diagnostican ninguna enfermedad.',
          ],
        },
      ],
    },
    {
      id: 'plasticity',
      title: 'El cerebro cambia con el uso',
      label: 'Neuroplasticidad',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              { strong: 'La neuroplasticidad' },
              ' es la capacidad del cerebro de cambiar sus conexiones, y hasta cierto punto su estructura, en respuesta a la experiencia. Las conexiones que se usan a la vez se refuerzan, las que no se usan se debilitan, y esto continúa en la edad adulta en lugar de detenerse al acabar la infancia.',
            ],
            'Dos estudios muy conocidos lo ilustran. Los taxistas con licencia de Londres, que pasan años aprendiendo las calles de la ciudad, tenían el hipocampo posterior (una región implicada en la memoria espacial) más grande que las personas que no conducían taxis, y cuanto más tiempo llevaban conduciendo, más grande solía ser esa región. En otro estudio, voluntarios que aprendieron a hacer malabares mostraron un aumento de materia gris en áreas que procesan el movimiento visual, y ese aumento volvió a desaparecer cuando dejaron de practicar.',
            'Estos resultados muestran que el cerebro adulto responde a lo que le pedimos. No muestran que más grande sea siempre mejor, y los cambios eran específicos de la habilidad practicada: orientarse por Londres o seguir pelotas en el aire.',
          ],
        },
      ],
    },
    {
      id: 'practice',
      title: 'Efectos de la práctica: mejorar en lo que haces',
      label: 'Efectos de la práctica',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'Cuando practicas una tarea, progresas rápido al principio y luego más despacio. Buena parte de lo que se gana al principio en cualquier juego viene de aprender el propio juego: sus reglas, sus atajos y las estrategias que le van bien. Los investigadores llaman ',
              { strong: 'efecto de la práctica' },
              ' a la mejora que se debe simplemente a repetir una prueba, y los buenos estudios se cuidan de separarla de cualquier cambio en la capacidad de fondo.',
            ],
            'Una de las mayores pruebas del entrenamiento cerebral, realizada con la BBC, pidió a 11.430 adultos que practicaran en línea varias veces por semana durante seis semanas con tareas de razonamiento, memoria, planificación, habilidad visoespacial y atención. Los participantes mejoraron en todas las tareas que practicaron, pero los investigadores no encontraron indicios de que lo ganado se trasladara a tareas no practicadas, ni siquiera a otras muy parecidas.',
            'Así que, cuando baja tu tiempo en Memory Match o resuelves el Number Puzzle en menos movimientos, de verdad te has vuelto mejor en esos juegos. Si también te has vuelto mejor en alguna otra cosa es otra cuestión, y la respuesta honesta es: probablemente no mucho.',
          ],
        },
      ],
    },
    {
      id: 'transfer',
      title: 'Transferencia cercana y lejana',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              { strong: 'La transferencia cercana' },
              ' es la mejora en tareas muy parecidas a la practicada, como otro juego de memoria que usa la misma habilidad. ',
              { strong: 'La transferencia lejana' },
              ' es la mejora en capacidades bastante distintas o en la vida diaria: razonar en el trabajo, acordarse de las citas o la inteligencia general. La transferencia lejana es lo que da a entender la mayor parte de la publicidad del entrenamiento cerebral, y es donde la evidencia es más débil.',
            ],
            'Una gran revisión del campo publicada en 2016 encontró abundante evidencia de que el entrenamiento mejora las tareas practicadas, menos evidencia de que sirva para tareas muy relacionadas y poca de que sirva para tareas lejanas o para el rendimiento cognitivo en la vida diaria. Un metaanálisis del mismo año sobre el entrenamiento cognitivo de la memoria de trabajo encontró avances a corto plazo en tareas de memoria parecidas, pero, al comparar a los grupos entrenados con grupos que hacían otra actividad, ningún avance convincente en medidas como el razonamiento no verbal, la lectura o la aritmética.',
          ],
        },
        {
          type: 'callout',
          title: 'El ensayo ACTIVE',
          blocks: [
            {
              type: 'paragraphs',
              items: [
                'ACTIVE, uno de los ensayos aleatorizados de entrenamiento cognitivo más grandes y de más larga duración, reclutó a 2832 adultos de 65 a 94 años que vivían de forma independiente en Estados Unidos. Los grupos recibieron diez sesiones de entrenamiento cognitivo centradas en la memoria, el razonamiento o la velocidad de procesamiento, y un grupo de control no recibió ninguna. Cada tipo de entrenamiento mejoró la capacidad a la que iba dirigido, y esas ganancias seguían siendo medibles dos años después, pero a los dos años no se detectó ningún efecto en el funcionamiento cotidiano.',
                'Diez años después, los grupos de razonamiento y de velocidad seguían superando al grupo de control en las capacidades que habían practicado, mientras que el grupo de memoria ya no lo hacía. Los tres grupos que recibieron entrenamiento declararon menos dificultades que el grupo de control en actividades cotidianas como manejar el dinero o la medicación. Es una señal alentadora, pero se basa en lo que los participantes contaban de sí mismos, y el entrenamiento era un programa concreto, no un conjunto de juegos de rompecabezas.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'lifestyle',
      title: 'Ejercicio, sueño y una vida activa',
      label: 'Ejercicio, sueño y vida activa',
      intro: [
        {
          type: 'paragraphs',
          items: [
            'Los hábitos con el respaldo más amplio para la salud del cerebro no son juegos en absoluto. Esto es lo que encontraron algunos de los estudios más conocidos.',
          ],
        },
      ],
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Ejercicio físico',
              icon: 'dumbbell',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'En un ensayo aleatorizado con 120 personas mayores, un grupo dedicó un año a hacer ejercicio aeróbico moderado (sobre todo caminar, tres días por semana) y un grupo de comparación, a estiramientos y tonificación. En el grupo que caminaba, la parte anterior del hipocampo creció alrededor de un 2 %, mientras que en el grupo de estiramientos se redujo alrededor de un 1,4 %. La memoria espacial mejoró en ambos grupos; en el grupo que caminaba, las personas cuyo hipocampo más creció tendieron a ganar más.',
                  ],
                },
              ],
            },
            {
              title: 'Sueño',
              icon: 'bed',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'Durante el sueño se consolidan los recuerdos recién aprendidos: se reproducen de nuevo, se refuerzan y se enlazan con lo que ya sabes. Décadas de investigación muestran que dormir después de aprender ayuda a retener lo aprendido, así que trasnochar practicando a costa del sueño es un mal negocio.',
                  ],
                },
              ],
            },
            {
              title: 'Aprender cosas nuevas',
              icon: 'sprout',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'En el Synapse Project, personas de 60 a 90 años dedicaron unas 16 horas a la semana durante tres meses a aprender una habilidad nueva y exigente (patchwork, fotografía digital o ambas) o a actividades menos exigentes: reunirse como grupo social o hacer tareas sencillas en casa. Después, la memoria episódica (recordar hechos y detalles) era mejor en los grupos que aprendieron una habilidad nueva que en los demás, y el grupo social mostró un beneficio cognitivo limitado. El estudio puso a prueba meses de aprendizaje de una actividad manual real, no juegos de rompecabezas.',
                  ],
                },
              ],
            },
            {
              title: 'Relaciones sociales y salud general',
              icon: 'users',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'La Comisión Lancet sobre la demencia de 2024 enumeró 14 factores de riesgo potencialmente modificables, entre ellos la inactividad física, el aislamiento social, la pérdida de audición, la pérdida de visión no tratada, la tensión arterial alta y un menor nivel educativo. Estimó que, en conjunto, explican alrededor del 45 % de los casos de demencia en el mundo, una cifra de población que no dice nada seguro sobre ninguna persona en concreto.',
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'callout',
          title: 'En conjunto: FINGER y US POINTER',
          blocks: [
            {
              type: 'paragraphs',
              items: [
                'El ensayo finlandés FINGER ofreció a 1260 personas de 60 a 77 años con un riesgo elevado de demencia dos años de consejos de alimentación, ejercicio, entrenamiento cognitivo y control de la salud del corazón y los vasos sanguíneos, todo combinado. Frente a un grupo que recibió consejos generales de salud, obtuvieron mejores resultados en un amplio conjunto de pruebas cognitivas. Como el entrenamiento cognitivo era solo una parte del programa, el ensayo no puede decir cuánto aportó por sí solo.',
                'El ensayo US POINTER, publicado en 2025, siguió durante dos años a 2111 personas mayores con riesgo elevado y comparó dos programas de estilo de vida: uno estructurado, con más apoyo y seguimiento, y otro autoguiado. Las puntuaciones cognitivas subieron en ambos grupos, algo más en el estructurado. El ensayo no tenía ningún grupo sin programa, así que no puede determinar qué parte de esa subida se debió a uno u otro programa y no a la práctica con las pruebas o al simple paso del tiempo.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'principles',
      title: 'Principios de entrenamiento que se desprenden de la evidencia',
      label: 'Principios de entrenamiento',
      blocks: [
        {
          type: 'cards',
          columns: 'sm',
          cards: [
            {
              title: 'Espera avances concretos',
              icon: 'target',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'Te vuelves mejor en lo que practicas. Elige los juegos por la práctica y la diversión que te dan, y toma las puntuaciones que suben como habilidad en esos juegos, no como prueba de un cerebro más ágil en general.',
                  ],
                },
              ],
            },
            {
              title: 'Que siga siendo interesante',
              icon: 'lightbulb',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'Un juego te interesa más cuando te pide un poco más de lo que puedes hacer con facilidad. Cuando un nivel te resulte fácil, prueba el siguiente; cuando deje de ser divertido, vuelve atrás.',
                  ],
                },
              ],
            },
            {
              title: 'Espacia la práctica',
              icon: 'repeat',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'Repartir la práctica a lo largo de varios días, con noches de sueño entre medias, funciona mejor que concentrarla toda de golpe. Este efecto de espaciado es uno de los resultados sobre el aprendizaje que más sistemáticamente se han replicado.',
                  ],
                },
              ],
            },
            {
              title: 'No pierdas de vista el resto de tu vida',
              icon: 'heart-pulse',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    'Los rompecabezas son una parte agradable del día. El movimiento, el sueño, los amigos y aprender cosas nuevas tienen mucha más evidencia a su favor, y un juego no los sustituye.',
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Nuestros ',
              { text: 'consejos de entrenamiento', to: PATHS.trainingTips },
              ' convierten estos principios en un plan semanal, y las ',
              { text: 'guías de juego', to: PATHS.gameGuides },
              ' explican las estrategias de cada juego.',
            ],
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'Los límites de la evidencia',
      label: 'Límites de la evidencia',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'La investigación sobre el entrenamiento cerebral es difícil de hacer bien, y buena parte de ella tiene puntos débiles que hacen que los resultados positivos sean menos seguros de lo que sugieren los titulares:',
          ],
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Estudios pequeños y cortos.' },
              ' Muchos ensayos tienen pocos participantes y terminan poco después del entrenamiento, así que abundan los resultados debidos al azar y se desconocen los efectos a largo plazo.',
            ],
            [
              { strong: 'Grupos de comparación débiles.' },
              ' Comparar a quienes practicaron con quienes no hicieron nada no permite distinguir la práctica de los efectos de la atención, la motivación o la simple expectativa de salir mejor.',
            ],
            [
              { strong: 'Sesgo de publicación.' },
              ' Los estudios con resultados positivos tienen más probabilidades de publicarse, lo que infla el beneficio aparente en las revisiones.',
            ],
            [
              { strong: 'A quién se estudió.' },
              ' Muchos de los mayores ensayos incluyeron a personas mayores, a veces con un riesgo elevado de demencia; sus resultados no tienen por qué valer para todo el mundo.',
            ],
            [
              { strong: 'Conflictos de intereses.' },
              ' Algunos estudios los financian empresas que venden productos de entrenamiento. En 2016, una conocida empresa de entrenamiento cerebral aceptó pagar 2 millones de dólares para resolver las acusaciones de la Comisión Federal de Comercio de Estados Unidos, según la cual su publicidad hacía afirmaciones sin fundamento.',
            ],
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Los propios científicos no se ponen de acuerdo. En 2014, un grupo de investigadores publicó una carta abierta en la que afirmaba que los juegos para el cerebro no ofrecen ninguna vía con base científica para aumentar la capacidad cognitiva, y otro grupo respondió que la literatura científica contiene muchas demostraciones de beneficios. El punto medio prudente es el que se describe arriba: avances reales pero limitados gracias a la práctica, y razones mucho más sólidas a favor de una vida activa y sana.',
          ],
        },
      ],
    },
    {
      id: 'outlook',
      title: 'Perspectivas de futuro',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Varios avances deberían hacer que la próxima década de investigación sea más informativa:',
          ],
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Ensayos mejor diseñados' },
              ' que registren sus métodos de antemano, incluyan a más personas, las sigan durante más tiempo y las comparen con grupos de control activos.',
            ],
            [
              { strong: 'Resultados en la vida real' },
              ', como manejar el dinero, conducir con seguridad o seguir siendo independiente, en lugar de puntuaciones en pruebas de laboratorio.',
            ],
            [
              { strong: 'Programas multidominio' },
              ' al estilo de FINGER, que se están probando en muchos países, para saber qué combinaciones de actividad física, alimentación, vida social y retos mentales funcionan, y para quién.',
            ],
            [
              { strong: 'Retos personalizados' },
              ', con una dificultad que se adapta a cada persona, y preguntas abiertas sobre cuánta práctica es suficiente y cuánto dura cualquier beneficio.',
            ],
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Hasta que lleguen esas respuestas, lo sensato es jugar porque lo disfrutas y te gusta la concentración que te pide, y cuidar también el resto de tu salud. Si te preocupan tu memoria o tu forma de pensar, habla con un médico: ningún juego ni test en línea, tampoco los nuestros, puede decirte si algo va mal.',
          ],
        },
      ],
    },
    { id: 'sources', title: 'Fuentes', blocks: [{ type: 'sources', sources: SOURCES }] },
  ],
  sisterSite:
    'Un pensamiento breve que te acompañe durante el día, de nuestro sitio hermano. Una mente serena es buena compañera de un rompecabezas diario.',
  actions: [{ type: 'home' }],
};

export const BRAIN_SCIENCE = defineMessages(en, es);
