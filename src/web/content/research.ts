// Longer than 300 lines because it is the whole text of one page in both languages, English and
// Spanish side by side, as data.
import { defineMessages, type Translation } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { ContentPage } from './content-types.ts';

/**
 * The research page, in English and Spanish. The studies themselves are data of the research feature (`features/research/
 * studies.ts`); this page places them through its `feature` blocks, which the route fills.
 */
export const RESEARCH_FEATURES = {
  keyStudies: 'key-studies',
  metaAnalyses: 'meta-analyses',
  individualDifferences: 'individual-differences',
  debate: 'debate',
} as const;

const en: ContentPage = {
  layout: 'summary',
  eyebrow: 'Research summaries',
  title: 'What the research says about brain training',
  intro: [
    'Brain games are fun, and practising them makes you better at them. Whether that practice makes you sharper in general is a different question, and one that scientists have studied for decades. Here is an honest summary of the best-known studies, what the large reviews conclude, what is still open, and where the evidence is weak.',
  ],
  contents: true,
  sections: [
    {
      id: 'in-short',
      title: 'In short',
      tone: 'info',
      fullWidth: true,
      blocks: [
        {
          type: 'list',
          items: [
            [
              { strong: 'Practice works on what you practise.' },
              ' Nearly every study finds that people get better at the tasks they train on, and often at very similar tasks.',
            ],
            [
              { strong: 'Broad "far transfer" is limited and disputed.' },
              ' The largest reviews find little or no improvement in general abilities such as reasoning, or in everyday life, from brain training.',
            ],
            [
              { strong: 'Games are practice, not treatment.' },
              ' Puzzles are an enjoyable way to keep your mind busy as part of an active life. No game on this site has been shown to prevent, treat or diagnose any condition, and we make no such claim.',
            ],
          ],
        },
      ],
    },
    {
      id: 'key-studies',
      title: 'Key studies',
      intro: [
        {
          type: 'paragraphs',
          items: [
            'Single trials that shaped the debate. Some reported transfer to untrained abilities; larger or more tightly controlled ones often did not.',
          ],
        },
      ],
      blocks: [{ type: 'feature', name: RESEARCH_FEATURES.keyStudies }],
    },
    {
      id: 'meta-analyses',
      title: 'Meta-analyses and reviews',
      intro: [
        {
          type: 'paragraphs',
          items: [
            'Reviews that pool many studies give a steadier picture than any single trial. Most find reliable gains on trained and closely related tasks and little or no transfer to broad abilities.',
          ],
        },
      ],
      blocks: [{ type: 'feature', name: RESEARCH_FEATURES.metaAnalyses }],
    },
    {
      id: 'frontiers',
      title: 'Frontiers: open questions and new directions',
      label: 'Frontiers',
      blocks: [
        {
          type: 'paragraphs',
          items: ['The research has moved on from "does brain training work?" to narrower questions:'],
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Who benefits?' },
              ' Results may depend on the person, for example on how much they improve during training itself.',
            ],
            [
              { strong: 'Which kind of training?' },
              ' In the ACTIVE trial, supervised speed-of-processing and reasoning training kept their effect on the trained abilities for ten years; memory training did not.',
            ],
            [
              { strong: 'Training as one part of a healthy life.' },
              ' Trials such as FINGER test cognitive training together with exercise, diet and health checks, rather than games on their own.',
            ],
            [
              { strong: 'Better studies.' },
              ' Reviewers call for larger samples, active control groups and outcomes that matter in everyday life, not only laboratory tests.',
            ],
          ],
        },
        { type: 'feature', name: RESEARCH_FEATURES.individualDifferences },
        { type: 'heading', text: 'Where experts disagree' },
        {
          type: 'paragraphs',
          items: [
            'In 2014 two groups of scientists published open letters reaching opposite conclusions from the same literature. The 2016 review by Simons and colleagues (above) was written in response.',
          ],
        },
        { type: 'feature', name: RESEARCH_FEATURES.debate },
      ],
    },
    {
      id: 'limitations',
      title: 'Limitations of the evidence',
      label: 'Limitations',
      blocks: [
        {
          type: 'list',
          items: [
            [
              { strong: 'Near versus far transfer.' },
              ' Getting better at a trained game, or a test much like it, is "near transfer". Improvement in unrelated abilities or daily life is "far transfer", and that is where results are weakest.',
            ],
            [
              { strong: 'Control groups and expectations.' },
              ' Studies that compare trained people with people who did nothing can mistake expectation, motivation or simply retaking a test for a training effect. Reviews find that apparent far-transfer effects shrink or vanish against active control groups.',
            ],
            [
              { strong: 'Small samples and publication bias.' },
              ' Many trials are small, and positive results are more likely to be published, which can inflate pooled estimates.',
            ],
            [
              { strong: 'What is measured.' },
              ' Most outcomes are laboratory tests. Everyday outcomes are rare and often self-reported, as in the ten-year ACTIVE results.',
            ],
            [
              { strong: 'Combined programmes.' },
              ' Multidomain trials like FINGER cannot separate the part played by cognitive training from exercise, diet and health care.',
            ],
            [
              { strong: 'Our own games.' },
              ' The games on this site have not been tested in any trial. Scores and the cognitive assessment are for fun and self-reflection, not medical measures. If you are worried about your memory or thinking, talk to a doctor.',
            ],
          ],
        },
      ],
    },
    {
      id: 'conclusion',
      title: 'What this means for you',
      tone: 'muted',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Play because you enjoy it. Practice will make you faster and more accurate at these puzzles, and a challenge that is neither too easy nor too hard keeps it interesting. Do not expect the games to raise your IQ or protect you from disease: the evidence for broad benefits is limited.',
            'The scientists behind the 2014 Stanford statement point instead to a healthy, engaged lifestyle over the long term, and health organisations such as the Mayo Clinic suggest everyday habits like regular physical activity, staying mentally and socially active and keeping organised. Puzzles can be one enjoyable part of that.',
          ],
        },
        { type: 'button', text: 'Start Research-Based Training', to: PATHS.home, style: 'primary' },
      ],
    },
  ],
};

const es: Translation<ContentPage> = {
  layout: 'summary',
  eyebrow: 'Resúmenes de investigación',
  title: 'Lo que dice la investigación sobre el entrenamiento cerebral',
  intro: [
    'Los juegos para el cerebro son divertidos, y practicarlos te hace mejor en ellos. Si esa práctica te hace más ágil en general es otra cuestión, y los científicos llevan décadas estudiándola. Aquí tienes un resumen honesto de los estudios más conocidos, de lo que concluyen las grandes revisiones, de lo que sigue abierto y de dónde la evidencia es débil.',
  ],
  contents: true,
  sections: [
    {
      id: 'in-short',
      title: 'En resumen',
      tone: 'info',
      fullWidth: true,
      blocks: [
        {
          type: 'list',
          items: [
            [
              { strong: 'La práctica funciona en lo que practicas.' },
              ' Casi todos los estudios encuentran que las personas mejoran en las tareas que practican, y a menudo en tareas muy parecidas.',
            ],
            [
              { strong: 'La «transferencia lejana» amplia es limitada y discutida.' },
              ' Las revisiones más grandes encuentran que el entrenamiento cerebral aporta poco o nada a capacidades generales como el razonamiento, o a la vida diaria.',
            ],
            [
              { strong: 'Los juegos son práctica, no tratamiento.' },
              ' Los rompecabezas son una forma agradable de mantener la mente ocupada dentro de una vida activa. No se ha demostrado que ningún juego de este sitio prevenga, trate o diagnostique ninguna enfermedad, y no afirmamos nada parecido.',
            ],
          ],
        },
      ],
    },
    {
      id: 'key-studies',
      title: 'Estudios clave',
      intro: [
        {
          type: 'paragraphs',
          items: [
            'Ensayos individuales que marcaron el debate. Algunos informaron de transferencia a capacidades no practicadas; los más grandes o mejor controlados a menudo no la encontraron.',
          ],
        },
      ],
      blocks: [{ type: 'feature', name: RESEARCH_FEATURES.keyStudies }],
    },
    {
      id: 'meta-analyses',
      title: 'Metaanálisis y revisiones',
      intro: [
        {
          type: 'paragraphs',
          items: [
            'Las revisiones que reúnen muchos estudios dan una imagen más estable que cualquier ensayo aislado. La mayoría encuentra avances fiables en las tareas practicadas y en otras muy relacionadas, y poca o ninguna transferencia a capacidades amplias.',
          ],
        },
      ],
      blocks: [{ type: 'feature', name: RESEARCH_FEATURES.metaAnalyses }],
    },
    {
      id: 'frontiers',
      title: 'Fronteras: preguntas abiertas y nuevas direcciones',
      label: 'Fronteras',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'La investigación ha pasado de «¿funciona el entrenamiento cerebral?» a preguntas más concretas:',
          ],
        },
        {
          type: 'list',
          items: [
            [
              { strong: '¿Quién se beneficia?' },
              ' Los resultados pueden depender de la persona, por ejemplo de cuánto progresa durante el propio entrenamiento.',
            ],
            [
              { strong: '¿Qué tipo de entrenamiento?' },
              ' En el ensayo ACTIVE, el entrenamiento cognitivo supervisado de velocidad de procesamiento y de razonamiento conservó su efecto en las capacidades entrenadas durante diez años; el de memoria, no.',
            ],
            [
              { strong: 'El entrenamiento como una parte de una vida sana.' },
              ' Ensayos como FINGER ponen a prueba el entrenamiento cognitivo junto con ejercicio, alimentación y revisiones de salud, y no los juegos por sí solos.',
            ],
            [
              { strong: 'Mejores estudios.' },
              ' Los revisores piden muestras más grandes, grupos de control activos y resultados que importen en la vida diaria, no solo pruebas de laboratorio.',
            ],
          ],
        },
        { type: 'feature', name: RESEARCH_FEATURES.individualDifferences },
        { type: 'heading', text: 'Donde los expertos no se ponen de acuerdo' },
        {
          type: 'paragraphs',
          items: [
            'En 2014, dos grupos de científicos publicaron cartas abiertas que llegaban a conclusiones opuestas a partir de la misma literatura científica. La revisión de 2016 de Simons y sus colegas (más arriba) se escribió como respuesta.',
          ],
        },
        { type: 'feature', name: RESEARCH_FEATURES.debate },
      ],
    },
    {
      id: 'limitations',
      title: 'Limitaciones de la evidencia',
      label: 'Limitaciones',
      blocks: [
        {
          type: 'list',
          items: [
            [
              { strong: 'Transferencia cercana frente a lejana.' },
              ' Mejorar en un juego practicado, o en una prueba muy parecida, es «transferencia cercana». Mejorar en capacidades sin relación o en la vida diaria es «transferencia lejana», y ahí es donde los resultados son más débiles.',
            ],
            [
              { strong: 'Grupos de control y expectativas.' },
              ' Los estudios que comparan a personas entrenadas con personas que no hicieron nada pueden tomar por efecto del entrenamiento lo que es expectativa, motivación o el simple hecho de repetir una prueba. Las revisiones encuentran que los efectos aparentes de transferencia lejana se reducen o desaparecen frente a grupos de control activos.',
            ],
            [
              { strong: 'Muestras pequeñas y sesgo de publicación.' },
              ' Muchos ensayos son pequeños, y los resultados positivos tienen más probabilidades de publicarse, lo que puede inflar las estimaciones combinadas.',
            ],
            [
              { strong: 'Qué se mide.' },
              ' La mayoría de los resultados son pruebas de laboratorio. Los resultados en la vida diaria son escasos y a menudo los declaran los propios participantes, como en los resultados de ACTIVE a diez años.',
            ],
            [
              { strong: 'Programas combinados.' },
              ' Los ensayos multidominio como FINGER no pueden separar lo que aporta el entrenamiento cognitivo de lo que aportan el ejercicio, la alimentación y la asistencia sanitaria.',
            ],
            [
              { strong: 'Nuestros propios juegos.' },
              ' Los juegos de este sitio no se han probado en ningún ensayo. Las puntuaciones y la evaluación cognitiva son para divertirte y reflexionar sobre ti, no medidas médicas. Si te preocupan tu memoria o tu forma de pensar, habla con un médico.',
            ],
          ],
        },
      ],
    },
    {
      id: 'conclusion',
      title: 'Qué significa esto para ti',
      tone: 'muted',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Juega porque lo disfrutas. La práctica te hará más rápido y preciso en estos rompecabezas, y un reto que no sea ni demasiado fácil ni demasiado difícil hace que siga siendo interesante. No esperes que los juegos suban tu CI ni te protejan de enfermedades: la evidencia de beneficios amplios es limitada.',
            'Los científicos que firmaron la declaración de Stanford de 2014 señalan, en cambio, un estilo de vida sano y activo a largo plazo, y organizaciones de salud como la Mayo Clinic proponen hábitos cotidianos como hacer actividad física con regularidad, mantenerse activo mental y socialmente y ser organizado. Los rompecabezas pueden ser una parte agradable de todo eso.',
          ],
        },
        {
          type: 'button',
          text: 'Empieza a entrenar con base en la investigación',
          to: PATHS.home,
          style: 'primary',
        },
      ],
    },
  ],
};

export const RESEARCH = defineMessages(en, es);
