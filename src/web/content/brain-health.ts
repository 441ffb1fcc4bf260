// Longer than 300 lines because it holds the whole text of one page in both languages, as data; it
// holds no logic.

import { defineMessages, type Translation } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { Block, ContentPage, RichText } from './content-types.ts';

/** Public health sources this page draws on; every address was checked to exist. */
const SOURCES = {
  whoDementia: 'https://www.who.int/news-room/fact-sheets/detail/dementia',
  whoGuidelines: 'https://www.who.int/publications/i/item/9789241550543',
  whoActivity: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
  nia: 'https://www.nia.nih.gov/health/brain-health/cognitive-health-and-older-adults',
  cdc: 'https://www.cdc.gov/alzheimers-dementia/prevention/index.html',
} as const;

/** A paragraph and then a list, the usual shape of a habit on this page. */
function habit(text: RichText, ...items: RichText[]): Block[] {
  return [
    { type: 'paragraphs', items: [text] },
    { type: 'list', items },
  ];
}

const en: ContentPage = {
  layout: 'info',
  title: 'Brain Health',
  intro: [
    'A practical guide to the everyday habits that public health organisations link to a healthy brain, and an honest look at where puzzles fit in. It is general information, not medical advice.',
  ],
  sections: [
    {
      id: 'glance',
      title: 'At a glance',
      blocks: [
        {
          type: 'glance',
          items: [
            { title: 'Move', text: 'Aim for at least 150 minutes of moderate activity a week.' },
            {
              title: 'Sleep',
              text: 'Give yourself time for a full night, and get snoring or insomnia checked.',
            },
            { title: 'Connect', text: 'Keep in touch with people and take part in things you enjoy.' },
            { title: 'Learn', text: 'Keep taking on new skills that stretch you.' },
            { title: 'Mind your heart', text: 'Know your blood pressure and keep it under control.' },
            { title: 'Eat well', text: 'Favour vegetables, fruit, whole grains, pulses, nuts and fish.' },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'None of these habits is a guarantee, and some risk factors, such as age and genes, cannot be changed. But the 2024 report of the Lancet Commission on dementia estimated that nearly half of dementia cases worldwide are linked to 14 risk factors that can, in principle, be changed, among them physical inactivity, high blood pressure, untreated hearing loss, smoking and social isolation. The habits below are good for the rest of your body too.',
          ],
        },
      ],
    },
    {
      id: 'activity',
      title: 'Stay physically active',
      blocks: [
        ...habit(
          "Of all lifestyle habits, physical activity has some of the strongest evidence. The World Health Organization's guidelines on reducing the risk of cognitive decline recommend it for adults with normal thinking and memory. For general health, the WHO advises adults to do at least 150 to 300 minutes of moderate aerobic activity a week (or 75 to 150 minutes of vigorous activity), plus muscle-strengthening activities on two or more days. Older adults should add activities that train balance and strength to help prevent falls.",
          'Brisk walking, cycling, swimming, dancing and gardening all count.',
          'Some activity is better than none: start small and build up.',
          'Break up long periods of sitting, including long puzzle sessions.',
        ),
        {
          type: 'paragraphs',
          items: [
            ['Read more: ', { text: 'WHO fact sheet on physical activity', href: SOURCES.whoActivity }, '.'],
          ],
        },
      ],
    },
    {
      id: 'sleep',
      title: 'Sleep well',
      blocks: habit(
        'Sleep is when the brain consolidates memories. The U.S. National Institute on Aging advises older adults to aim for seven to eight hours a night and notes that sleep problems, such as insomnia or sleep apnea, can cause trouble with memory and thinking.',
        'Keep regular times for going to bed and getting up, and get daylight during the day.',
        'Avoid caffeine late in the day and large meals or alcohol close to bedtime.',
        'Loud snoring, pauses in breathing or daytime sleepiness are worth raising with a doctor: sleep apnea is common and treatable.',
      ),
    },
    {
      id: 'social',
      title: 'Stay connected',
      blocks: habit(
        'Social isolation is among the risk factors the Lancet Commission lists, and the CDC includes keeping up social connections among the steps that may lower the risk of dementia. The WHO guidelines found too little evidence that social activity on its own lowers the risk of cognitive decline, but note that social participation and support are strongly tied to good health and well-being throughout life.',
        'Make regular time for friends and family, in person or by phone.',
        'Join a club, class, choir, team or volunteer group.',
        "A shared puzzle counts too: compare today's TL;DR with a friend.",
      ),
    },
    {
      id: 'learning',
      title: 'Keep learning',
      blocks: habit(
        'People with more education, and people who keep mentally active, tend to have a lower risk of cognitive decline, although studies that follow people over time cannot fully separate cause from effect. The WHO guidelines say cognitive training may be offered to older adults, while rating the quality of the evidence as low to very low. A sensible reading: keep learning things that are new and challenging to you, for their own sake.',
        'Learn a language, an instrument, a craft or a dance.',
        'Read, write, take a course, or teach someone else what you know.',
        'Vary what you do: when something becomes easy, pick something harder.',
      ),
    },
    {
      id: 'heart',
      title: 'Look after your heart and blood pressure',
      blocks: habit(
        'What is good for the heart is good for the brain. The National Institute on Aging notes that high blood pressure in midlife, from the 40s to the early 60s, raises the risk of cognitive decline later in life. In the SPRINT MIND trial, treating blood pressure to a lower target reduced the number of people who developed mild cognitive impairment.',
        'Have your blood pressure checked regularly and follow the treatment agreed with your doctor.',
        'Keep diabetes and cholesterol under control.',
        'Do not smoke, or get help to stop: it is never too late to benefit.',
      ),
    },
    {
      id: 'diet',
      title: 'Eat a balanced diet',
      blocks: habit(
        'The WHO guidelines recommend a healthy, balanced diet for all adults and say a Mediterranean-style diet may help reduce the risk of cognitive decline. They say that vitamins B and E, polyunsaturated fatty acids (such as omega-3) and multi-complex supplements should not be recommended to reduce the risk of cognitive decline or dementia.',
        'Build meals around vegetables, fruit, whole grains, beans and lentils, nuts and olive oil.',
        'Eat fish regularly, and less red and processed meat, sugar and salt.',
        'If you drink alcohol, keep it low: heavy drinking harms the brain.',
      ),
    },
    {
      id: 'more',
      title: 'More ways to protect your brain',
      blocks: [
        {
          type: 'list',
          items: [
            'Protect your hearing and use hearing aids if you need them: untreated hearing loss is a risk factor for dementia.',
            'Wear a seat belt and a helmet when cycling or in contact sports, and reduce fall risks at home.',
            'Look after your mood: depression is treatable, and worth talking to a doctor about.',
          ],
        },
      ],
    },
    {
      id: 'puzzles',
      title: 'Where puzzles fit',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Our games are fun practice, not treatment. Playing them makes you better at them: faster at finding pairs, quicker at sliding tiles, sharper at spotting words. Reviews of the research, such as the large review by Simons and colleagues in 2016, found good evidence that brain training improves the trained tasks, less evidence for closely related tasks, and little evidence that it improves everyday thinking. No game on this site prevents, treats or diagnoses any condition.',
            [
              'So enjoy the puzzles for what they are: a pleasant challenge and a small daily ritual. Pair them with the habits above, which have far more behind them. Our ',
              { text: 'research page', to: PATHS.research },
              ' goes through the studies in more detail, and the ',
              { text: 'training tips', to: PATHS.trainingTips },
              ' suggest how to practise.',
            ],
          ],
        },
      ],
    },
    {
      id: 'doctor',
      title: 'When to talk to a doctor',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'Everyone forgets a name or misplaces keys now and then. But if you, or someone close to you, notice memory or thinking changes that get in the way of daily life, such as getting lost in familiar places, repeating the same questions or having trouble managing money or medicines, talk to a doctor. Many causes of memory problems, such as medicine side effects, vitamin deficiencies, thyroid problems or depression, can be treated. Our ',
              { text: 'cognitive self-check', to: PATHS.assessment },
              ' cannot tell you any of this: it is a short quiz for curiosity, not a medical test.',
            ],
          ],
        },
      ],
    },
    {
      id: 'sources',
      title: 'Sources and further reading',
      blocks: [
        {
          type: 'paragraphs',
          items: ['These pages are published and kept up to date by the organisations themselves.'],
        },
        {
          type: 'list',
          bare: true,
          items: [
            [
              'World Health Organization: ',
              {
                text: 'Risk reduction of cognitive decline and dementia: WHO guidelines',
                href: SOURCES.whoGuidelines,
              },
            ],
            ['World Health Organization: ', { text: 'Dementia fact sheet', href: SOURCES.whoDementia }],
            [
              'World Health Organization: ',
              { text: 'Physical activity fact sheet', href: SOURCES.whoActivity },
            ],
            [
              'U.S. National Institute on Aging: ',
              { text: 'Cognitive health and older adults', href: SOURCES.nia },
            ],
            [
              'U.S. Centers for Disease Control and Prevention: ',
              { text: 'Reducing risk for dementia', href: SOURCES.cdc },
            ],
          ],
        },
        {
          type: 'paragraphs',
          small: true,
          items: [
            'Also cited: G. Livingston and colleagues, "Dementia prevention, intervention, and care: 2024 report of the Lancet standing Commission", The Lancet, 2024; D. J. Simons and colleagues, "Do \'brain-training\' programs work?", Psychological Science in the Public Interest, 2016; the SPRINT MIND Investigators, JAMA, 2019.',
          ],
        },
      ],
    },
  ],
  related: [
    {
      to: PATHS.research,
      text: 'Research',
      description: 'What studies of brain training found, and their limits.',
    },
    {
      to: PATHS.brainScience,
      text: 'Brain science',
      description: 'What research says about practice, sleep, physical activity and the brain.',
    },
    {
      to: PATHS.trainingTips,
      text: 'Training tips',
      description: 'How to make puzzle practice fun and steady.',
    },
    {
      to: PATHS.assessment,
      text: 'Cognitive self-check',
      description: 'Five quick questions, scored in your browser.',
    },
  ],
};

const es: Translation<ContentPage> = {
  layout: 'info',
  title: 'Salud cerebral',
  intro: [
    'Una guía práctica de los hábitos cotidianos que los organismos de salud pública relacionan con un cerebro sano, y una mirada honesta al lugar que ocupan los rompecabezas. Es información general, no consejo médico.',
  ],
  sections: [
    {
      id: 'glance',
      title: 'De un vistazo',
      blocks: [
        {
          type: 'glance',
          items: [
            {
              title: 'Muévete',
              text: 'Intenta hacer al menos 150 minutos de actividad moderada a la semana.',
            },
            {
              title: 'Duerme',
              text: 'Date tiempo para dormir una noche completa, y consulta al médico si roncas o tienes insomnio.',
            },
            {
              title: 'Relaciónate',
              text: 'Mantén el contacto con la gente y participa en cosas que disfrutes.',
            },
            { title: 'Aprende', text: 'Sigue adquiriendo habilidades nuevas que te supongan un reto.' },
            { title: 'Cuida tu corazón', text: 'Conoce tu tensión arterial y mantenla bajo control.' },
            {
              title: 'Come bien',
              text: 'Da preferencia a verduras, fruta, cereales integrales, legumbres, frutos secos y pescado.',
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Ninguno de estos hábitos es una garantía, y algunos factores de riesgo, como la edad y los genes, no se pueden cambiar. Pero el informe de 2024 de la Comisión Lancet sobre la demencia estimó que casi la mitad de los casos de demencia en el mundo están ligados a 14 factores de riesgo que, en principio, se pueden modificar, entre ellos la inactividad física, la tensión arterial alta, la pérdida de audición no tratada, el tabaco y el aislamiento social. Los hábitos que siguen también son buenos para el resto de tu cuerpo.',
          ],
        },
      ],
    },
    {
      id: 'activity',
      title: 'Mantente físicamente activo',
      blocks: [
        ...habit(
          'De todos los hábitos de vida, la actividad física es uno de los que tienen pruebas más sólidas. Las directrices de la Organización Mundial de la Salud (OMS) para reducir el riesgo de deterioro cognitivo la recomiendan a los adultos cuya memoria y capacidad de pensar son normales. Para la salud en general, la OMS aconseja que los adultos hagan al menos entre 150 y 300 minutos de actividad aeróbica moderada a la semana (o entre 75 y 150 minutos de actividad intensa), además de actividades de fortalecimiento muscular dos o más días. Las personas mayores deberían añadir actividades que trabajen el equilibrio y la fuerza, para ayudar a prevenir caídas.',
          'Caminar a paso ligero, montar en bicicleta, nadar, bailar y cuidar el jardín: todo cuenta.',
          'Algo de actividad es mejor que nada: empieza poco a poco y ve aumentando.',
          'Interrumpe los ratos largos sentado, también las sesiones largas de rompecabezas.',
        ),
        {
          type: 'paragraphs',
          items: [
            [
              'Más información: ',
              { text: 'nota descriptiva de la OMS sobre la actividad física', href: SOURCES.whoActivity },
              ' (en inglés).',
            ],
          ],
        },
      ],
    },
    {
      id: 'sleep',
      title: 'Duerme bien',
      blocks: habit(
        'Durante el sueño, el cerebro consolida los recuerdos. El Instituto Nacional sobre el Envejecimiento de EE. UU. aconseja a las personas mayores dormir entre siete y ocho horas cada noche, y señala que los problemas de sueño, como el insomnio o la apnea del sueño, pueden causar dificultades de memoria y para pensar con claridad.',
        'Acuéstate y levántate a horas regulares, y recibe luz natural durante el día.',
        'Evita la cafeína a última hora del día, y las comidas copiosas o el alcohol poco antes de acostarte.',
        'Conviene comentar con un médico los ronquidos fuertes, las pausas en la respiración o la somnolencia durante el día: la apnea del sueño es frecuente y tiene tratamiento.',
      ),
    },
    {
      id: 'social',
      title: 'Mantén el contacto con los demás',
      blocks: habit(
        'El aislamiento social es uno de los factores de riesgo que enumera la Comisión Lancet, y los CDC (los Centros para el Control y la Prevención de Enfermedades de EE. UU.) incluyen mantener las relaciones sociales entre los pasos que pueden reducir el riesgo de demencia. Las directrices de la OMS hallaron muy pocas pruebas de que la actividad social por sí sola reduzca el riesgo de deterioro cognitivo, pero señalan que la participación y el apoyo sociales están muy ligados a la buena salud y al bienestar a lo largo de toda la vida.',
        'Reserva tiempo con regularidad para tus amigos y tu familia, en persona o por teléfono.',
        'Apúntate a un club, una clase, un coro, un equipo o un grupo de voluntariado.',
        'Un rompecabezas compartido también cuenta: compara el TL;DR de hoy con un amigo.',
      ),
    },
    {
      id: 'learning',
      title: 'Sigue aprendiendo',
      blocks: habit(
        'Las personas con más estudios, y las que se mantienen mentalmente activas, suelen tener un riesgo menor de deterioro cognitivo, aunque los estudios que siguen a personas a lo largo del tiempo no pueden separar del todo la causa del efecto. Las directrices de la OMS dicen que se puede ofrecer entrenamiento cognitivo a las personas mayores, pero califican la calidad de las pruebas de baja o muy baja. Una conclusión sensata: sigue aprendiendo cosas que sean nuevas y exigentes para ti, por el gusto de aprenderlas.',
        'Aprende un idioma, un instrumento, una manualidad o un baile.',
        'Lee, escribe, haz un curso o enseña a otra persona lo que sabes.',
        'Varía lo que haces: cuando algo te resulte fácil, elige algo más difícil.',
      ),
    },
    {
      id: 'heart',
      title: 'Cuida tu corazón y tu tensión arterial',
      blocks: habit(
        'Lo que es bueno para el corazón es bueno para el cerebro. El Instituto Nacional sobre el Envejecimiento señala que la tensión arterial alta en la mediana edad, entre los 40 y poco más de los 60 años, aumenta el riesgo de deterioro cognitivo más adelante en la vida. En el ensayo SPRINT MIND, tratar la tensión arterial hasta un objetivo más bajo redujo el número de personas que desarrollaron un deterioro cognitivo leve.',
        'Hazte medir la tensión arterial con regularidad y sigue el tratamiento acordado con tu médico.',
        'Mantén bajo control la diabetes y el colesterol.',
        'No fumes, o busca ayuda para dejarlo: nunca es tarde para notar los beneficios.',
      ),
    },
    {
      id: 'diet',
      title: 'Lleva una dieta equilibrada',
      blocks: habit(
        'Las directrices de la OMS recomiendan una dieta sana y equilibrada para todos los adultos, y dicen que una dieta de tipo mediterráneo puede ayudar a reducir el riesgo de deterioro cognitivo. También dicen que no deben recomendarse las vitaminas B y E, los ácidos grasos poliinsaturados (como los omega-3) ni los suplementos multicomplejos para reducir el riesgo de deterioro cognitivo o de demencia.',
        'Basa tus comidas en verduras, fruta, cereales integrales, legumbres como las lentejas, frutos secos y aceite de oliva.',
        'Come pescado con regularidad, y menos carne roja y procesada, azúcar y sal.',
        'Si bebes alcohol, que sea poco: beber en exceso daña el cerebro.',
      ),
    },
    {
      id: 'more',
      title: 'Más formas de proteger tu cerebro',
      blocks: [
        {
          type: 'list',
          items: [
            'Protege tu audición y usa audífonos si los necesitas: la pérdida de audición no tratada es un factor de riesgo de demencia.',
            'Ponte el cinturón de seguridad, usa casco en la bicicleta o en los deportes de contacto, y reduce el riesgo de caídas en casa.',
            'Cuida tu estado de ánimo: la depresión tiene tratamiento, y vale la pena hablarlo con un médico.',
          ],
        },
      ],
    },
    {
      id: 'puzzles',
      title: 'El lugar de los rompecabezas',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Nuestros juegos son una práctica divertida, no un tratamiento. Jugar a ellos te hace mejor en ellos: más rápido encontrando parejas, más ágil deslizando fichas, con más ojo para descubrir palabras. Las revisiones de la investigación, como la amplia revisión de Simons y colaboradores de 2016, hallaron pruebas sólidas de que el entrenamiento cerebral mejora el rendimiento en las tareas practicadas, menos pruebas en tareas muy parecidas y pocas de que se note en el pensamiento de la vida diaria. Ningún juego de este sitio previene, trata ni diagnostica ninguna enfermedad.',
            [
              'Así que disfruta de los rompecabezas por lo que son: un reto agradable y un pequeño ritual diario. Combínalos con los hábitos de arriba, que tienen mucho más respaldo. Nuestra ',
              { text: 'página de investigación', to: PATHS.research },
              ' repasa los estudios con más detalle, y los ',
              { text: 'consejos de entrenamiento', to: PATHS.trainingTips },
              ' sugieren cómo practicar.',
            ],
          ],
        },
      ],
    },
    {
      id: 'doctor',
      title: 'Cuándo hablar con un médico',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'A todo el mundo se le olvida un nombre o se le pierden las llaves de vez en cuando. Pero si notas en ti, o en alguien cercano, cambios en la memoria o en la forma de pensar que dificultan la vida diaria, como perderse en lugares conocidos, repetir las mismas preguntas o tener problemas para manejar el dinero o los medicamentos, habla con un médico. Muchas causas de los problemas de memoria, como los efectos secundarios de un medicamento, la falta de alguna vitamina, los problemas de tiroides o la depresión, tienen tratamiento. Nuestra ',
              { text: 'evaluación cognitiva', to: PATHS.assessment },
              ' no puede decirte nada de esto: es un breve cuestionario para curiosos, no una prueba médica.',
            ],
          ],
        },
      ],
    },
    {
      id: 'sources',
      title: 'Fuentes y lecturas recomendadas',
      blocks: [
        {
          type: 'paragraphs',
          items: ['Estas páginas, en inglés, las publican y mantienen al día las propias organizaciones.'],
        },
        {
          type: 'list',
          bare: true,
          items: [
            [
              'Organización Mundial de la Salud: ',
              {
                text: 'Risk reduction of cognitive decline and dementia: WHO guidelines',
                href: SOURCES.whoGuidelines,
              },
            ],
            [
              'Organización Mundial de la Salud: ',
              { text: 'nota descriptiva sobre la demencia', href: SOURCES.whoDementia },
            ],
            [
              'Organización Mundial de la Salud: ',
              { text: 'nota descriptiva sobre la actividad física', href: SOURCES.whoActivity },
            ],
            [
              'Instituto Nacional sobre el Envejecimiento de EE. UU.: ',
              { text: 'Cognitive health and older adults', href: SOURCES.nia },
            ],
            [
              'Centros para el Control y la Prevención de Enfermedades de EE. UU.: ',
              { text: 'Reducing risk for dementia', href: SOURCES.cdc },
            ],
          ],
        },
        {
          type: 'paragraphs',
          small: true,
          items: [
            "También se citan: G. Livingston y colaboradores, «Dementia prevention, intervention, and care: 2024 report of the Lancet standing Commission», The Lancet, 2024; D. J. Simons y colaboradores, «Do 'brain-training' programs work?», Psychological Science in the Public Interest, 2016; los SPRINT MIND Investigators, JAMA, 2019.",
          ],
        },
      ],
    },
  ],
  related: [
    {
      to: PATHS.research,
      text: 'Investigación',
      description: 'Lo que hallaron los estudios sobre el entrenamiento cerebral, y sus límites.',
    },
    {
      to: PATHS.brainScience,
      text: 'Ciencia del cerebro',
      description:
        'Lo que dice la investigación sobre la práctica, el sueño, la actividad física y el cerebro.',
    },
    {
      to: PATHS.trainingTips,
      text: 'Consejos de entrenamiento',
      description: 'Cómo hacer que practicar con rompecabezas sea divertido y constante.',
    },
    {
      to: PATHS.assessment,
      text: 'Evaluación cognitiva',
      description: 'Cinco preguntas rápidas, puntuadas en tu navegador.',
    },
  ],
};

export const BRAIN_HEALTH = defineMessages(en, es);
