// News items added to the three the site started with (which live as hand-written documents).
// Each: English and Spanish slug, date, author, topic, title, summary and body.
export interface Bilingual<T> {
  en: T;
  es: T;
}

export interface NewsItem {
  id: string;
  slug: Bilingual<string>;
  date: string;
  author: string;
  topic: Bilingual<string>;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  body: Bilingual<string>;
}

const research = { en: 'Research', es: 'Investigación' };
const events = { en: 'Events', es: 'Eventos' };
const education = { en: 'Education', es: 'Formación' };
const appointments = { en: 'Appointments', es: 'Nombramientos' };

export const news: NewsItem[] = [
  {
    id: 'next-gen-survey-2026',
    slug: { en: 'next-generation-survey-2026', es: 'encuesta-siguiente-generacion-2026' },
    date: '2026-11-10T09:00:00Z',
    author: 'Marta Iglesias',
    topic: research,
    title: {
      en: 'Next-generation survey: six in ten heirs want to work outside the family firm first',
      es: 'Encuesta a la siguiente generación: seis de cada diez herederos quieren trabajar antes fuera de la empresa familiar',
    },
    summary: {
      en: 'A survey of 638 young members of business families in Spain and Latin America shows how careers and expectations are changing.',
      es: 'Una encuesta a 638 jóvenes de familias empresarias de España y Latinoamérica muestra cómo cambian sus trayectorias y expectativas.',
    },
    body: {
      en: '<p>Sixty-one per cent of respondents aged 20 to 35 plan to build experience in another company before joining the family business, up from 44% in our 2021 survey. Most say outside experience gives them legitimacy with non-family managers.</p><p>Respondents whose families hold regular family assemblies were more likely to see a future role for themselves in the firm, whether in management or in governance.</p>',
      es: '<p>El 61% de los encuestados de entre 20 y 35 años prevé ganar experiencia en otra compañía antes de incorporarse a la empresa familiar, frente al 44% de nuestra encuesta de 2021. La mayoría afirma que esa experiencia externa les da legitimidad ante los directivos no familiares.</p><p>Quienes pertenecen a familias que celebran asambleas familiares periódicas ven con más frecuencia un papel para sí mismos en la empresa, ya sea en la gestión o en el gobierno.</p>',
    },
  },
  {
    id: 'family-office-report-launch',
    slug: { en: 'family-office-report-launch', es: 'presentacion-informe-family-offices' },
    date: '2026-10-14T09:00:00Z',
    author: 'Communications office',
    topic: research,
    title: {
      en: 'Family offices in Spain: our first census counts 412 single-family offices',
      es: 'Family offices en España: nuestro primer censo cuenta 412 oficinas unifamiliares',
    },
    summary: {
      en: 'The report maps how family offices are structured, what they invest in and how they relate to the operating company.',
      es: 'El informe describe cómo se organizan los family offices, en qué invierten y cómo se relacionan con la empresa operativa.',
    },
    body: {
      en: '<p>Two thirds of the offices identified were created after a partial or total sale of the family business. Real estate and private equity account for more than half of their assets, and one in four offices employs fewer than three people.</p><p>The report will be discussed with practitioners at the Family Offices Knowledge Hub sessions in Madrid.</p>',
      es: '<p>Dos tercios de las oficinas identificadas se crearon tras la venta total o parcial de la empresa familiar. El inmobiliario y el capital riesgo suponen más de la mitad de sus activos, y una de cada cuatro oficinas tiene menos de tres empleados.</p><p>El informe se debatirá con profesionales en las sesiones del Family Offices Knowledge Hub en Madrid.</p>',
    },
  },
  {
    id: 'governance-programme-opens',
    slug: { en: 'family-governance-programme-2027', es: 'programa-gobierno-familiar-2027' },
    date: '2026-09-30T09:00:00Z',
    author: 'Communications office',
    topic: education,
    title: {
      en: 'Applications open for the 2027 Family Governance Programme',
      es: 'Abierto el plazo de admisión del Programa de Gobierno Familiar 2027',
    },
    summary: {
      en: 'Four residential modules for family members who sit, or will sit, on boards and family councils.',
      es: 'Cuatro módulos presenciales para miembros de la familia que forman o formarán parte de consejos y consejos de familia.',
    },
    body: {
      en: '<p>The programme covers family protocols, board dynamics, dividend policy and conflict management, taught through cases written at the Centre. Participants attend four three-day modules in Madrid and Segovia between February and June.</p><p>Places are limited to 30 participants; families may send up to three members.</p>',
      es: '<p>El programa aborda los protocolos familiares, la dinámica del consejo, la política de dividendos y la gestión de conflictos, con casos escritos en el Centro. Los participantes asisten a cuatro módulos de tres días en Madrid y Segovia entre febrero y junio.</p><p>Las plazas se limitan a 30 participantes; cada familia puede inscribir hasta tres miembros.</p>',
    },
  },
  {
    id: 'best-paper-award',
    slug: { en: 'best-paper-award-ifera', es: 'premio-mejor-articulo-ifera' },
    date: '2026-08-22T09:00:00Z',
    author: 'Communications office',
    topic: research,
    title: {
      en: 'Centre researchers win best paper award at the IFERA conference',
      es: 'Investigadores del Centro ganan el premio al mejor artículo en el congreso de IFERA',
    },
    summary: {
      en: 'The paper shows how family councils reduce conflict over dividends in third-generation firms.',
      es: 'El artículo muestra cómo los consejos de familia reducen los conflictos por dividendos en empresas de tercera generación.',
    },
    body: {
      en: '<p>Using ten years of data from 310 Spanish family firms, the authors find that firms with an active family council cut their dividends less during downturns and report fewer disputes among shareholder branches.</p><p>The paper is under review at a leading family business journal.</p>',
      es: '<p>Con diez años de datos de 310 empresas familiares españolas, los autores muestran que las empresas con un consejo de familia activo recortan menos sus dividendos en las crisis y registran menos disputas entre ramas accionistas.</p><p>El artículo está en revisión en una revista de referencia sobre empresa familiar.</p>',
    },
  },
  {
    id: 'latam-network',
    slug: { en: 'latin-american-research-network', es: 'red-investigacion-latinoamericana' },
    date: '2026-07-18T09:00:00Z',
    author: 'Ana Lucía Torres',
    topic: research,
    title: {
      en: 'A new research network on business families in Latin America',
      es: 'Nace una red de investigación sobre familias empresarias en Latinoamérica',
    },
    summary: {
      en: 'Seven universities in Mexico, Colombia, Chile, Peru and Argentina will share data and co-author studies.',
      es: 'Siete universidades de México, Colombia, Chile, Perú y Argentina compartirán datos y firmarán estudios conjuntos.',
    },
    body: {
      en: '<p>The network will run a common survey every two years and publish comparable indicators on succession, governance and philanthropy. Its first joint study looks at the social impact of business families in the region.</p>',
      es: '<p>La red realizará una encuesta común cada dos años y publicará indicadores comparables sobre sucesión, gobierno y filantropía. Su primer estudio conjunto analiza el impacto social de las familias empresarias en la región.</p>',
    },
  },
  {
    id: 'summer-school-2026',
    slug: { en: 'summer-school-next-generation', es: 'escuela-verano-siguiente-generacion' },
    date: '2026-07-02T09:00:00Z',
    author: 'Javier Ortega',
    topic: education,
    title: {
      en: 'Forty young family members complete our summer school in Segovia',
      es: 'Cuarenta jóvenes de familias empresarias completan nuestra escuela de verano en Segovia',
    },
    summary: {
      en: 'A week of cases, workshops and visits to family companies for members of the next generation.',
      es: 'Una semana de casos, talleres y visitas a empresas familiares para miembros de la siguiente generación.',
    },
    body: {
      en: '<p>Participants from nine countries worked on a live case with a third-generation food company, presented a draft family charter and visited two family firms in Castile.</p><p>Applications for the 2027 edition open in January.</p>',
      es: '<p>Participantes de nueve países trabajaron un caso real con una empresa alimentaria de tercera generación, presentaron un borrador de carta familiar y visitaron dos empresas familiares castellanas.</p><p>La inscripción para la edición de 2027 se abre en enero.</p>',
    },
  },
  {
    id: 'women-leadership-study',
    slug: { en: 'women-leading-family-firms', es: 'mujeres-al-frente-empresas-familiares' },
    date: '2026-05-19T09:00:00Z',
    author: 'Laura Méndez',
    topic: research,
    title: {
      en: 'Women now lead one in five family firms in our sample',
      es: 'Las mujeres dirigen ya una de cada cinco empresas familiares de nuestra muestra',
    },
    summary: {
      en: 'The share has doubled in a decade, driven by successions in which daughters take over from fathers.',
      es: 'La proporción se ha duplicado en una década, impulsada por sucesiones en las que las hijas toman el relevo de sus padres.',
    },
    body: {
      en: '<p>Firms led by women were no less profitable and were more likely to have formal governance bodies. The study also finds that women successors usually had longer careers outside the family firm before joining it.</p>',
      es: '<p>Las empresas dirigidas por mujeres no eran menos rentables y contaban con más frecuencia con órganos de gobierno formales. El estudio constata además que las sucesoras solían tener trayectorias más largas fuera de la empresa antes de incorporarse.</p>',
    },
  },
  {
    id: 'philanthropy-roundtable',
    slug: { en: 'family-philanthropy-roundtable', es: 'mesa-redonda-filantropia-familiar' },
    date: '2026-04-24T09:00:00Z',
    author: 'Communications office',
    topic: events,
    title: {
      en: 'Family philanthropy roundtable: from giving to strategy',
      es: 'Mesa redonda sobre filantropía familiar: de la donación a la estrategia',
    },
    summary: {
      en: 'Foundation directors from five business families discussed how to measure the impact of their giving.',
      es: 'Directores de fundaciones de cinco familias empresarias debatieron cómo medir el impacto de sus donaciones.',
    },
    body: {
      en: '<p>Speakers agreed that involving the next generation in the family foundation is one of the most effective ways to prepare them for ownership. A summary of the discussion is available in our knowledge hub.</p>',
      es: '<p>Los ponentes coincidieron en que implicar a la siguiente generación en la fundación familiar es una de las mejores formas de prepararla para ser accionista. El resumen del debate está disponible en nuestro knowledge hub.</p>',
    },
  },
  {
    id: 'new-research-fellow',
    slug: { en: 'new-research-fellow-family-finance', es: 'nuevo-investigador-finanzas-familiares' },
    date: '2026-03-16T09:00:00Z',
    author: 'Communications office',
    topic: appointments,
    title: {
      en: 'Daniel Ruiz joins the Centre as research fellow in family finance',
      es: 'Daniel Ruiz se incorpora al Centro como investigador en finanzas familiares',
    },
    summary: {
      en: 'His work on dividend policy and family offices strengthens our finance research line.',
      es: 'Su trabajo sobre política de dividendos y family offices refuerza nuestra línea de investigación en finanzas.',
    },
    body: {
      en: '<p>Daniel Ruiz holds a PhD in finance and spent six years in the private banking division of a European bank advising business families. He will coordinate the family office census.</p>',
      es: '<p>Daniel Ruiz es doctor en finanzas y trabajó seis años en la banca privada de una entidad europea asesorando a familias empresarias. Coordinará el censo de family offices.</p>',
    },
  },
  {
    id: 'protocol-guide',
    slug: { en: 'family-protocol-practical-guide', es: 'guia-practica-protocolo-familiar' },
    date: '2026-02-25T09:00:00Z',
    author: 'Carmen Vidal',
    topic: research,
    title: {
      en: 'A practical guide to family protocols, free to download',
      es: 'Una guía práctica sobre protocolos familiares, de descarga gratuita',
    },
    summary: {
      en: 'Twelve questions every family should answer before signing a protocol, with examples from real agreements.',
      es: 'Doce preguntas que toda familia debería responder antes de firmar un protocolo, con ejemplos de acuerdos reales.',
    },
    body: {
      en: '<p>The guide draws on more than 60 protocols reviewed by the Centre. It covers who may work in the firm, how shares are transferred, and how the protocol is reviewed as the family grows.</p>',
      es: '<p>La guía se basa en más de 60 protocolos analizados por el Centro. Trata quién puede trabajar en la empresa, cómo se transmiten las acciones y cómo se revisa el protocolo a medida que crece la familia.</p>',
    },
  },
  {
    id: 'annual-conference-2026',
    slug: { en: 'annual-conference-2026-review', es: 'resumen-congreso-anual-2026' },
    date: '2026-01-29T09:00:00Z',
    author: 'Javier Ortega',
    topic: events,
    title: {
      en: 'Our annual conference brought 300 family business owners to Madrid',
      es: 'Nuestro congreso anual reunió a 300 empresarios familiares en Madrid',
    },
    summary: {
      en: 'Sessions on succession, family offices and sustainability, and the presentation of the 2025 research results.',
      es: 'Sesiones sobre sucesión, family offices y sostenibilidad, y la presentación de los resultados de investigación de 2025.',
    },
    body: {
      en: '<p>The conference opened with a conversation between three generations of a family in the ceramics sector. Videos of the plenary sessions are available on the dissemination page.</p>',
      es: '<p>El congreso se abrió con una conversación entre tres generaciones de una familia del sector cerámico. Los vídeos de las sesiones plenarias están disponibles en la página de difusión.</p>',
    },
  },
];
