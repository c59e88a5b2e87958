// The business school's faculty, projects, stories, scholarships, EPIC awards, videos, podcasts
// and articles (SPEC §2, §3), in English and Spanish, for ../write-family.ts.
import type { Bilingual } from './news.ts';

const a = (en: string, es: string): Bilingual<string> => ({ en, es });

const area = {
  strategy: a('Strategy', 'Estrategia'),
  finance: a('Finance', 'Finanzas'),
  entrepreneurship: a('Entrepreneurship', 'Emprendimiento'),
  people: a('People management', 'Dirección de personas'),
  marketing: a('Marketing', 'Marketing'),
  operations: a('Operations', 'Operaciones'),
};
const category = {
  full: a('Full professor', 'Catedrático'),
  associate: a('Associate professor', 'Profesor titular'),
  assistant: a('Assistant professor', 'Profesor ayudante'),
  adjunct: a('Adjunct professor', 'Profesor asociado'),
};
const nation = {
  es: a('Spanish', 'Española'),
  mx: a('Mexican', 'Mexicana'),
  co: a('Colombian', 'Colombiana'),
  it: a('Italian', 'Italiana'),
  fr: a('French', 'Francesa'),
  cl: a('Chilean', 'Chilena'),
  us: a('American', 'Estadounidense'),
};
const gender = { f: a('Female', 'Mujer'), m: a('Male', 'Hombre') };

export interface Teacher {
  slug: string;
  name: string;
  lastName: string;
  position: Bilingual<string>;
  area: Bilingual<string>;
  category: Bilingual<string>;
  nationality: Bilingual<string>;
  gender: Bilingual<string>;
  orcid?: string;
  scopus?: string;
  summary: Bilingual<string>;
  body: Bilingual<string>;
  /** What they teach and what they are working on now: the page's two subheaded sections. */
  teaching: Bilingual<string>;
  research: Bilingual<string>;
}

export const teachers: Teacher[] = [
  {
    slug: 'elena-arroyo',
    name: 'Elena',
    lastName: 'Arroyo',
    position: a('Professor of Strategy', 'Catedrática de Estrategia'),
    area: area.strategy,
    category: category.full,
    nationality: nation.es,
    gender: gender.f,
    orcid: '0000-0002-1825-0097',
    scopus: '57190000001',
    summary: a(
      'Studies how family firms decide to enter new markets.',
      'Investiga cómo deciden las empresas familiares entrar en nuevos mercados.',
    ),
    body: a(
      'Elena directs the Executive MBA. Her research follows olive oil cooperatives that became exporters, and how their boards weigh risk against tradition.',
      'Elena dirige el Executive MBA. Su investigación sigue a cooperativas de aceite de oliva que se hicieron exportadoras y cómo sus consejos sopesan el riesgo frente a la tradición.',
    ),
    teaching: a(
      'Besides directing the Executive MBA, she teaches its international strategy course, in which each team advises a family company on a market it is weighing up.',
      'Además de dirigir el Executive MBA, imparte su curso de estrategia internacional, en el que cada equipo asesora a una empresa familiar sobre un mercado que se plantea abrir.',
    ),
    research: a(
      'Her project with the Centre for Business Families compares twelve cooperatives over two decades: the boards that exported earliest were not the boldest, but the ones that had a member abroad.',
      'Su proyecto con el Centro de Familias Empresarias compara doce cooperativas durante dos décadas: los consejos que antes exportaron no fueron los más audaces, sino los que tenían a un socio en el extranjero.',
    ),
  },
  {
    slug: 'tomas-villalobos',
    name: 'Tomás',
    lastName: 'Villalobos',
    position: a('Associate Professor of Finance', 'Profesor titular de Finanzas'),
    area: area.finance,
    category: category.associate,
    nationality: nation.mx,
    gender: gender.m,
    orcid: '0000-0001-5109-3700',
    scopus: '57190000002',
    summary: a(
      'Works on dividend policy in family-controlled companies.',
      'Trabaja en la política de dividendos de las empresas de control familiar.',
    ),
    body: a(
      'Tomás teaches corporate finance. He built a database of 900 Mexican and Spanish family groups to measure how dividends change when a new generation takes control.',
      'Tomás enseña finanzas corporativas. Ha construido una base de datos de 900 grupos familiares mexicanos y españoles para medir cómo cambian los dividendos cuando una nueva generación toma el control.',
    ),
    teaching: a(
      'His corporate finance course belongs to the Master in Finance; he also teaches a session on dividend policy in the Family Business Governance Programme.',
      'Su curso de finanzas corporativas forma parte del Máster en Finanzas; también imparte una sesión sobre política de dividendos en el Programa de Gobierno de la Empresa Familiar.',
    ),
    research: a(
      'His database now follows every generational handover in its 900 groups; the next paper asks whether an independent board member makes dividends steadier after a handover.',
      'Su base de datos sigue ya cada relevo generacional en sus 900 grupos; el próximo artículo se pregunta si un consejero independiente hace más estables los dividendos tras un relevo.',
    ),
  },
  {
    slug: 'chiara-rossi',
    name: 'Chiara',
    lastName: 'Rossi',
    position: a('Professor of Entrepreneurship', 'Catedrática de Emprendimiento'),
    area: area.entrepreneurship,
    category: category.full,
    nationality: nation.it,
    gender: gender.f,
    orcid: '0000-0003-1415-9265',
    summary: a('Researches start-ups founded inside family groups.', 'Investiga las start-ups que nacen dentro de grupos familiares.'),
    body: a(
      'Chiara leads the venture lab. Her work on corporate venturing in Italian textile dynasties is taught in twenty business schools.',
      'Chiara dirige el laboratorio de emprendimiento. Su trabajo sobre el emprendimiento corporativo en las dinastías textiles italianas se enseña en veinte escuelas de negocios.',
    ),
    teaching: a(
      "She teaches new venture creation in the Master in Family Business and supervises the capstone projects in which students launch a business from inside their own family's company.",
      'Imparte creación de empresas en el Máster en Empresa Familiar y dirige los proyectos finales en los que los alumnos lanzan un negocio desde la empresa de su propia familia.',
    ),
    research: a(
      'Her current study follows the spin-offs of three Biella wool mills over ten years: which ventures the family kept, which it sold, and what the next generation learned from both.',
      'Su estudio actual sigue durante diez años las empresas surgidas de tres laneras de Biella: qué negocios conservó la familia, cuáles vendió y qué aprendió la siguiente generación de unos y otros.',
    ),
  },
  {
    slug: 'jorge-padilla',
    name: 'Jorge',
    lastName: 'Padilla',
    position: a('Assistant Professor of Operations', 'Profesor ayudante de Operaciones'),
    area: area.operations,
    category: category.assistant,
    nationality: nation.co,
    gender: gender.m,
    orcid: '0000-0002-7182-8182',
    summary: a('Models supply chains of coffee and cocoa exporters.', 'Modela las cadenas de suministro de exportadores de café y cacao.'),
    body: a(
      'Jorge spent five years in logistics before his doctorate. He studies how coffee exporters in Huila plan harvest transport with small family farms.',
      'Jorge pasó cinco años en logística antes del doctorado. Estudia cómo los exportadores de café del Huila planifican el transporte de la cosecha con pequeñas fincas familiares.',
    ),
    teaching: a(
      'He teaches operations management and supply chain analytics in the Bachelor in Data and Business Analytics, with cases from exporters he has worked with.',
      'Imparte dirección de operaciones y analítica de la cadena de suministro en el Grado en Analítica de Datos y Negocio, con casos de exportadores con los que ha trabajado.',
    ),
    research: a(
      'With a cooperative in Huila he is testing a routing tool that groups the harvests of small family farms into shared trucks; the first pilot cut transport costs by eighteen per cent.',
      'Con una cooperativa del Huila prueba una herramienta de rutas que agrupa las cosechas de pequeñas fincas familiares en camiones compartidos; el primer piloto redujo el coste de transporte un dieciocho por ciento.',
    ),
  },
  {
    slug: 'sophie-laurent',
    name: 'Sophie',
    lastName: 'Laurent',
    position: a('Associate Professor of Marketing', 'Profesora titular de Marketing'),
    area: area.marketing,
    category: category.associate,
    nationality: nation.fr,
    gender: gender.f,
    scopus: '57190000006',
    summary: a('Asks why customers trust family brands.', 'Se pregunta por qué los clientes confían en las marcas familiares.'),
    body: a(
      'Sophie runs experiments on heritage branding: when a label says "since 1890", shoppers pay more, unless the family is in the news for the wrong reasons.',
      'Sophie hace experimentos sobre marcas con historia: cuando una etiqueta dice «desde 1890», los compradores pagan más, salvo que la familia salga en las noticias por malos motivos.',
    ),
    teaching: a(
      'She teaches brand management in the Master in Marketing and Digital Strategy and consumer research in the Bachelor in Business Administration.',
      'Imparte gestión de marca en el Máster en Marketing y Estrategia Digital e investigación del consumidor en el Grado en Administración de Empresas.',
    ),
    research: a(
      "With 3,000 shoppers in Spain and France she is now testing whether the founder's portrait on a label adds trust, or only the founding year does.",
      'Con 3.000 compradores de España y Francia estudia ahora si el retrato del fundador en la etiqueta añade confianza, o si solo lo hace el año de fundación.',
    ),
  },
  {
    slug: 'andres-salinas',
    name: 'Andrés',
    lastName: 'Salinas',
    position: a('Adjunct Professor of People Management', 'Profesor asociado de Dirección de personas'),
    area: area.people,
    category: category.adjunct,
    nationality: nation.cl,
    gender: gender.m,
    summary: a(
      'Advises family firms on hiring professional managers.',
      'Asesora a empresas familiares en la contratación de directivos profesionales.',
    ),
    body: a(
      'Andrés combines teaching with twenty years as an executive search partner in Santiago. He teaches the negotiation workshop of the master in management.',
      'Andrés combina la docencia con veinte años como socio de búsqueda de directivos en Santiago. Imparte el taller de negociación del máster en dirección.',
    ),
    teaching: a(
      'In his negotiation workshop students rehearse real offers, with the family on one side of the table and the candidate on the other. He also teaches a session on hiring outside managers in the Family Business Governance Programme.',
      'En su taller de negociación los alumnos ensayan ofertas reales, con la familia a un lado de la mesa y el candidato al otro. También imparte una sesión sobre la contratación de directivos externos en el Programa de Gobierno de la Empresa Familiar.',
    ),
    research: a(
      'With the Centre for Business Families he is following forty Chilean and Spanish family firms that hired their first non-family chief executive, to see which ones kept them longer than three years and why.',
      'Con el Centro de Familias Empresarias sigue a cuarenta empresas familiares chilenas y españolas que contrataron a su primer consejero delegado ajeno a la familia, para ver cuáles lo conservaron más de tres años y por qué.',
    ),
  },
  {
    slug: 'marina-costa',
    name: 'Marina',
    lastName: 'Costa',
    position: a('Professor of Finance', 'Catedrática de Finanzas'),
    area: area.finance,
    category: category.full,
    nationality: nation.es,
    gender: gender.f,
    orcid: '0000-0001-2345-6789',
    scopus: '57190000007',
    summary: a(
      'Leads research on family offices and impact investing.',
      'Dirige la investigación sobre family offices e inversión de impacto.',
    ),
    body: a(
      'Marina has written the reference study on single-family offices in southern Europe. She chairs the finance department.',
      'Marina ha escrito el estudio de referencia sobre los family offices unifamiliares del sur de Europa. Preside el departamento de finanzas.',
    ),
    teaching: a(
      'She teaches wealth management and family office governance in the Master in Finance and the Master in Family Business.',
      'Imparte gestión patrimonial y gobierno del family office en el Máster en Finanzas y en el Máster en Empresa Familiar.',
    ),
    research: a(
      'She is extending her study of single-family offices to Latin America, with a survey of how they decide between direct investments, funds and impact investing.',
      'Está ampliando su estudio de los family offices unifamiliares a Latinoamérica, con una encuesta sobre cómo deciden entre inversión directa, fondos e inversión de impacto.',
    ),
  },
  {
    slug: 'daniel-okafor',
    name: 'Daniel',
    lastName: 'Okafor',
    position: a('Assistant Professor of Strategy', 'Profesor ayudante de Estrategia'),
    area: area.strategy,
    category: category.assistant,
    nationality: nation.us,
    gender: gender.m,
    orcid: '0000-0002-9079-593X',
    summary: a(
      'Studies digital platforms built by traditional retailers.',
      'Estudia las plataformas digitales creadas por comercios tradicionales.',
    ),
    body: a(
      'Daniel joined from a doctorate in Michigan. He measures how hardware stores run by the same family for decades compete with online marketplaces.',
      'Daniel llegó tras un doctorado en Míchigan. Mide cómo compiten con los marketplaces las ferreterías que una misma familia lleva décadas gestionando.',
    ),
    teaching: a(
      'He teaches competitive strategy in the Bachelor in Business Administration and a data-driven strategy course in the Bachelor in Data and Business Analytics.',
      'Imparte estrategia competitiva en el Grado en Administración de Empresas y un curso de estrategia basada en datos en el Grado en Analítica de Datos y Negocio.',
    ),
    research: a(
      'He is collecting five years of prices and delivery times from family hardware stores that opened an online shop, to measure whether local knowledge still wins customers once prices are one click away.',
      'Está reuniendo cinco años de precios y plazos de entrega de ferreterías familiares que abrieron tienda en línea, para medir si el conocimiento del cliente local sigue ganando cuando el precio está a un clic.',
    ),
  },
  {
    slug: 'lucia-herrera',
    name: 'Lucía',
    lastName: 'Herrera',
    position: a('Associate Professor of Entrepreneurship', 'Profesora titular de Emprendimiento'),
    area: area.entrepreneurship,
    category: category.associate,
    nationality: nation.mx,
    gender: gender.f,
    orcid: '0000-0003-4567-8910',
    summary: a('Follows women founders in Latin American family groups.', 'Sigue a las fundadoras de grupos familiares latinoamericanos.'),
    body: a(
      'Lucía coordinates the women entrepreneurs programme. Her fieldwork covers Monterrey and Guadalajara, where daughters now lead one in five family groups.',
      'Lucía coordina el programa de mujeres emprendedoras. Su trabajo de campo abarca Monterrey y Guadalajara, donde las hijas ya dirigen uno de cada cinco grupos familiares.',
    ),
    teaching: a(
      'She teaches entrepreneurship in the Master in Management and leads the mentoring sessions of the women entrepreneurs programme, where each participant is paired with a founder from a family group.',
      'Imparte emprendimiento en el Máster en Dirección y dirige las sesiones de mentoría del programa de mujeres emprendedoras, en el que cada participante trabaja con una fundadora de un grupo familiar.',
    ),
    research: a(
      'Her current fieldwork asks how daughters who lead family groups in Mexico built their legitimacy with non-family executives, and how long it took.',
      'Su trabajo de campo actual estudia cómo las hijas que dirigen grupos familiares en México ganaron legitimidad ante los directivos ajenos a la familia, y cuánto tiempo les llevó.',
    ),
  },
  {
    slug: 'pierre-dubois',
    name: 'Pierre',
    lastName: 'Dubois',
    position: a('Adjunct Professor of Operations', 'Profesor asociado de Operaciones'),
    area: area.operations,
    category: category.adjunct,
    nationality: nation.fr,
    gender: gender.m,
    summary: a(
      'Teaches lean manufacturing from thirty years on the shop floor.',
      'Enseña producción ajustada desde treinta años a pie de fábrica.',
    ),
    body: a(
      'Pierre ran the plants of a family-owned cheese maker in the Jura. His course visits three factories where the fourth generation introduced robots.',
      'Pierre dirigió las plantas de una quesería familiar del Jura. Su curso visita tres fábricas donde la cuarta generación introdujo robots.',
    ),
    teaching: a(
      'He teaches lean operations in the Master in Management and in the Advanced Management Programme, and takes each class to three family-owned plants in France and Spain.',
      'Imparte producción ajustada en el Máster en Dirección y en el Programa de Alta Dirección, y lleva a cada grupo a tres plantas familiares de Francia y España.',
    ),
    research: a(
      'He is writing a casebook on how the fourth generation of three family manufacturers introduced robots without closing a single line.',
      'Está escribiendo un libro de casos sobre cómo la cuarta generación de tres fabricantes familiares introdujo robots sin cerrar una sola línea.',
    ),
  },
  {
    slug: 'valentina-ortiz',
    name: 'Valentina',
    lastName: 'Ortiz',
    position: a('Assistant Professor of Marketing', 'Profesora ayudante de Marketing'),
    area: area.marketing,
    category: category.assistant,
    nationality: nation.co,
    gender: gender.f,
    orcid: '0000-0001-8765-4321',
    summary: a(
      'Researches how young heirs use social media for the family brand.',
      'Investiga cómo usan las redes sociales los jóvenes herederos para la marca familiar.',
    ),
    body: a(
      'Valentina analysed two million posts by next-generation family members. Her finding: authenticity sells, but only when the founder appears too.',
      'Valentina analizó dos millones de publicaciones de miembros de la siguiente generación. Su conclusión: la autenticidad vende, pero solo cuando también aparece el fundador.',
    ),
    teaching: a(
      'She teaches digital marketing and social media analytics in the Master in Marketing and Digital Strategy.',
      'Imparte marketing digital y analítica de redes sociales en el Máster en Marketing y Estrategia Digital.',
    ),
    research: a(
      'She is now comparing brands whose heirs post about the family with brands that keep the family out of sight, and how each fares when a product fails.',
      'Ahora compara marcas cuyos herederos publican sobre la familia con marcas que la mantienen fuera de escena, y cómo le va a cada una cuando un producto falla.',
    ),
  },
  {
    slug: 'miguel-santos',
    name: 'Miguel',
    lastName: 'Santos',
    position: a('Professor of People Management', 'Catedrático de Dirección de personas'),
    area: area.people,
    category: category.full,
    nationality: nation.es,
    gender: gender.m,
    orcid: '0000-0002-3456-7890',
    scopus: '57190000012',
    summary: a(
      'Studies fairness between family and non-family employees.',
      'Estudia la equidad entre empleados familiares y no familiares.',
    ),
    body: a(
      'Miguel is dean of faculty. His long-running survey asks non-family managers whether promotions feel fair when the owner’s nephew is in line too.',
      'Miguel es decano del profesorado. Su encuesta de largo recorrido pregunta a directivos no familiares si los ascensos les parecen justos cuando el sobrino del dueño también aspira.',
    ),
    teaching: a(
      'He teaches people management in the Bachelor in Business Administration and a session on promotion and pay in the Family Business Governance Programme.',
      'Imparte dirección de personas en el Grado en Administración de Empresas y una sesión sobre ascensos y retribución en el Programa de Gobierno de la Empresa Familiar.',
    ),
    research: a(
      'The fifth wave of his survey reaches 2,000 non-family managers in Spain; it adds questions on remote work and on whether a written family protocol changes how fair promotions feel.',
      'La quinta oleada de su encuesta llega a 2.000 directivos no familiares en España; añade preguntas sobre el teletrabajo y sobre si un protocolo familiar escrito cambia la percepción de justicia en los ascensos.',
    ),
  },
];

export interface Project {
  slug: Bilingual<string>;
  id: string;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  program: Bilingual<string>;
  author: { name: string; role: 'teacher' | 'student' };
  tutor?: string;
  subject: Bilingual<string>;
  date: string;
  area: Bilingual<string>;
  image: string;
}

const program = {
  emba: a('Executive MBA', 'Executive MBA'),
  mim: a('Master in Management', 'Máster en Dirección'),
  bba: a('Bachelor in Business Administration', 'Grado en Administración de Empresas'),
  mfin: a('Master in Finance', 'Máster en Finanzas'),
};

export const projects: Project[] = [
  {
    id: 'winery-protocol',
    slug: a('family-protocol-for-a-winery', 'protocolo-familiar-para-una-bodega'),
    title: a('A family protocol for a third-generation winery', 'Un protocolo familiar para una bodega de tercera generación'),
    summary: a(
      'Who may work in the firm and how shares pass on, agreed by fourteen relatives.',
      'Quién puede trabajar en la empresa y cómo pasan las acciones, acordado por catorce familiares.',
    ),
    program: program.emba,
    author: { name: 'Marta Gil', role: 'student' },
    tutor: 'Elena Arroyo',
    subject: a('Family business governance', 'Gobierno de la empresa familiar'),
    date: '2026-06-30',
    area: area.strategy,
    image: 'green-valley.jpg',
  },
  {
    id: 'dividend-smoothing',
    slug: a('dividend-smoothing-in-family-groups', 'suavizado-de-dividendos-en-grupos-familiares'),
    title: a('Dividend smoothing in family groups', 'El suavizado de dividendos en los grupos familiares'),
    summary: a(
      'Why family groups cut dividends later than other listed firms.',
      'Por qué los grupos familiares recortan dividendos más tarde que otras cotizadas.',
    ),
    program: program.mfin,
    author: { name: 'Tomás Villalobos', role: 'teacher' },
    subject: a('Corporate finance', 'Finanzas corporativas'),
    date: '2025-11-12',
    area: area.finance,
    image: 'research.jpg',
  },
  {
    id: 'coffee-logistics',
    slug: a('harvest-logistics-for-coffee-cooperatives', 'logistica-de-cosecha-para-cooperativas-de-cafe'),
    title: a('Harvest logistics for coffee cooperatives', 'Logística de cosecha para cooperativas de café'),
    summary: a(
      'A routing tool that cut transport costs by 18% in a pilot in Huila.',
      'Una herramienta de rutas que redujo un 18 % el coste de transporte en un piloto en el Huila.',
    ),
    program: program.mim,
    author: { name: 'Camila Rojas', role: 'student' },
    tutor: 'Jorge Padilla',
    subject: a('Supply chain management', 'Gestión de la cadena de suministro'),
    date: '2026-02-20',
    area: area.operations,
    image: 'harbour.jpg',
  },
  {
    id: 'heritage-pricing',
    slug: a('pricing-a-heritage-brand', 'fijar-el-precio-de-una-marca-con-historia'),
    title: a('Pricing a heritage brand', 'Fijar el precio de una marca con historia'),
    summary: a(
      'An experiment with 3,000 shoppers on the "since 1890" premium.',
      'Un experimento con 3.000 compradores sobre la prima de «desde 1890».',
    ),
    program: program.bba,
    author: { name: 'Hugo Martín', role: 'student' },
    tutor: 'Sophie Laurent',
    subject: a('Consumer behaviour', 'Comportamiento del consumidor'),
    date: '2025-06-15',
    area: area.marketing,
    image: 'old-town.jpg',
  },
  {
    id: 'spin-off-lab',
    slug: a('a-spin-off-lab-inside-a-textile-group', 'un-laboratorio-de-spin-offs-en-un-grupo-textil'),
    title: a('A spin-off lab inside a textile group', 'Un laboratorio de spin-offs dentro de un grupo textil'),
    summary: a(
      'Three ventures launched by the fifth generation of a Biella wool mill.',
      'Tres empresas lanzadas por la quinta generación de una hilatura de lana de Biella.',
    ),
    program: program.emba,
    author: { name: 'Chiara Rossi', role: 'teacher' },
    subject: a('Corporate venturing', 'Emprendimiento corporativo'),
    date: '2026-09-05',
    area: area.entrepreneurship,
    image: 'city-morning.jpg',
  },
  {
    id: 'fair-promotions',
    slug: a('fair-promotions-in-a-family-hotel-chain', 'ascensos-justos-en-una-cadena-hotelera-familiar'),
    title: a('Fair promotions in a family hotel chain', 'Ascensos justos en una cadena hotelera familiar'),
    summary: a(
      'A promotion committee with outside members, and what staff thought of it.',
      'Un comité de ascensos con miembros externos y lo que opinó la plantilla.',
    ),
    program: program.mim,
    author: { name: 'Irene Vidal', role: 'student' },
    tutor: 'Miguel Santos',
    subject: a('Human resources', 'Recursos humanos'),
    date: '2025-12-01',
    area: area.people,
    image: 'meeting.jpg',
  },
];

export interface Story {
  id: string;
  slug: Bilingual<string>;
  name: string;
  title: Bilingual<string>;
  program: Bilingual<string>;
  studyType: Bilingual<string>;
  nationality: Bilingual<string>;
  year: string;
  date: string;
  aboutMe: Bilingual<string>;
  body: Bilingual<string>;
  portrait: number;
}

const study = { master: a('Master', 'Máster'), bachelor: a('Bachelor', 'Grado'), executive: a('Executive', 'Executive') };

export const stories: Story[] = [
  {
    id: 'lucia-ferrer',
    slug: a('lucia-ferrer', 'lucia-ferrer'),
    name: 'Lucía Ferrer',
    title: a(
      '“The MBA gave me the words to talk to my father about the company”',
      '«El MBA me dio las palabras para hablar con mi padre de la empresa»',
    ),
    program: program.emba,
    studyType: study.executive,
    nationality: nation.es,
    year: '2024',
    date: '2026-09-14',
    aboutMe: a(
      'Third generation of a ceramics firm in Castellón; now its managing director.',
      'Tercera generación de una empresa cerámica de Castellón; hoy su directora general.',
    ),
    body: a(
      'I joined while running export sales. The governance course changed how our family meets: we now hold a council twice a year.',
      'Entré mientras dirigía las ventas de exportación. El curso de gobierno cambió cómo se reúne mi familia: ahora celebramos un consejo dos veces al año.',
    ),
    portrait: 0,
  },
  {
    id: 'mateo-quintero',
    slug: a('mateo-quintero', 'mateo-quintero'),
    name: 'Mateo Quintero',
    title: a('From the family farm to a fintech in Bogotá', 'De la finca familiar a una fintech en Bogotá'),
    program: program.mfin,
    studyType: study.master,
    nationality: nation.co,
    year: '2023',
    date: '2026-05-20',
    aboutMe: a(
      'Grew up on a coffee farm; founded a lending app for smallholders.',
      'Creció en una finca cafetera; fundó una app de préstamos para pequeños productores.',
    ),
    body: a(
      'The master taught me credit risk. My thesis became the scoring model our app still uses for growers without a bank history.',
      'El máster me enseñó riesgo de crédito. Mi tesis se convirtió en el modelo de scoring que nuestra app usa con productores sin historial bancario.',
    ),
    portrait: 1,
  },
  {
    id: 'giulia-bianchi',
    slug: a('giulia-bianchi', 'giulia-bianchi'),
    name: 'Giulia Bianchi',
    title: a('Learning to say no to my uncle', 'Aprender a decirle que no a mi tío'),
    program: program.mim,
    studyType: study.master,
    nationality: nation.it,
    year: '2025',
    date: '2026-03-02',
    aboutMe: a(
      'Operations lead at her family’s pasta factory near Parma.',
      'Responsable de operaciones en la fábrica de pasta de su familia cerca de Parma.',
    ),
    body: a(
      'Negotiation class was the hardest. Role plays with classmates from twelve countries prepared me for board meetings at home.',
      'La clase de negociación fue la más dura. Los juegos de rol con compañeros de doce países me prepararon para los consejos en casa.',
    ),
    portrait: 2,
  },
  {
    id: 'diego-navarro',
    slug: a('diego-navarro', 'diego-navarro'),
    name: 'Diego Navarro',
    title: a('Why I did not join the family business (yet)', 'Por qué no entré (todavía) en la empresa familiar'),
    program: program.bba,
    studyType: study.bachelor,
    nationality: nation.mx,
    year: '2025',
    date: '2026-01-18',
    aboutMe: a(
      'Analyst at a consultancy in Madrid before returning to Monterrey.',
      'Analista en una consultora de Madrid antes de volver a Monterrey.',
    ),
    body: a(
      'Professors advised me to work elsewhere first. Three years outside will make me a better successor, and my father agrees.',
      'Los profesores me aconsejaron trabajar fuera primero. Tres años fuera me harán mejor sucesor, y mi padre está de acuerdo.',
    ),
    portrait: 3,
  },
  {
    id: 'amelie-moreau',
    slug: a('amelie-moreau', 'amelie-moreau'),
    name: 'Amélie Moreau',
    title: a('Bringing a cheese dairy into the digital age', 'Llevar una quesería a la era digital'),
    program: program.emba,
    studyType: study.executive,
    nationality: nation.fr,
    year: '2024',
    date: '2025-11-30',
    aboutMe: a(
      'Fourth generation of a Comté dairy; leads its online shop.',
      'Cuarta generación de una quesería de Comté; dirige su tienda en línea.',
    ),
    body: a(
      'My capstone was our e-commerce plan. Two years later, online sales are a quarter of revenue.',
      'Mi proyecto final fue nuestro plan de comercio electrónico. Dos años después, la venta en línea es una cuarta parte de la facturación.',
    ),
    portrait: 4,
  },
  {
    id: 'sebastian-munoz',
    slug: a('sebastian-munoz', 'sebastian-munoz'),
    name: 'Sebastián Muñoz',
    title: a('A second career in impact investing', 'Una segunda carrera en la inversión de impacto'),
    program: program.mfin,
    studyType: study.master,
    nationality: nation.cl,
    year: '2022',
    date: '2025-09-09',
    aboutMe: a('Runs the impact portfolio of a Chilean family office.', 'Dirige la cartera de impacto de un family office chileno.'),
    body: a(
      'After fifteen years in mining I wanted to invest differently. The family office module showed me how.',
      'Tras quince años en la minería quería invertir de otra manera. El módulo de family offices me enseñó cómo.',
    ),
    portrait: 5,
  },
  {
    id: 'emma-clarke',
    slug: a('emma-clarke', 'emma-clarke'),
    name: 'Emma Clarke',
    title: a('An American in Madrid, studying family firms', 'Una estadounidense en Madrid, estudiando empresas familiares'),
    program: program.bba,
    studyType: study.bachelor,
    nationality: nation.us,
    year: '2026',
    date: '2026-10-01',
    aboutMe: a(
      'Exchange student from Ohio, now finishing her degree here.',
      'Estudiante de intercambio de Ohio que termina aquí su grado.',
    ),
    body: a(
      'I came for one semester and stayed. Case discussions about Spanish family groups are nothing like what I studied at home.',
      'Vine un semestre y me quedé. Los casos sobre grupos familiares españoles no se parecen a nada de lo que estudié en casa.',
    ),
    portrait: 6,
  },
  {
    id: 'rafael-dominguez',
    slug: a('rafael-dominguez', 'rafael-dominguez'),
    name: 'Rafael Domínguez',
    title: a('Handing over the company at sixty', 'Ceder la empresa a los sesenta'),
    program: program.emba,
    studyType: study.executive,
    nationality: nation.es,
    year: '2023',
    date: '2025-06-21',
    aboutMe: a(
      'Founder of a logistics firm who prepared his own succession.',
      'Fundador de una empresa logística que preparó su propia sucesión.',
    ),
    body: a(
      'I enrolled to learn how to leave. The programme gave me a plan and my daughter a board that trusts her.',
      'Me matriculé para aprender a irme. El programa me dio un plan y a mi hija un consejo que confía en ella.',
    ),
    portrait: 7,
  },
];

export interface ScholarshipItem {
  id: string;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  deadline: string;
  type: Bilingual<string>;
  gender: Array<Bilingual<string>>;
  nationality: Array<Bilingual<string>>;
  residence: Array<Bilingual<string>>;
  programs: Array<Bilingual<string>>;
  degree: Array<Bilingual<string>>;
  amount?: number;
  coverage?: Bilingual<string>;
}

const merit = a('Merit', 'Excelencia');
const need = a('Need-based', 'Ayuda económica');
const diversity = a('Diversity', 'Diversidad');

export const scholarships: ScholarshipItem[] = [
  {
    id: 'women-in-leadership',
    title: a('Women in Leadership Scholarship', 'Beca Mujeres en la Dirección'),
    summary: a(
      'Half the fee of the Executive MBA for women in management roles.',
      'La mitad de la matrícula del Executive MBA para mujeres en puestos directivos.',
    ),
    deadline: '2027-03-31',
    type: diversity,
    gender: [gender.f],
    nationality: [],
    residence: [],
    programs: [program.emba],
    degree: [study.executive],
    coverage: a('50% of the fee', '50 % de la matrícula'),
  },
  {
    id: 'latin-america-talent',
    title: a('Latin America Talent Award', 'Premio Talento Latinoamericano'),
    summary: a('For graduates from Latin America joining a master’s programme.', 'Para titulados latinoamericanos que cursen un máster.'),
    deadline: '2027-04-15',
    type: need,
    gender: [],
    nationality: [nation.mx, nation.co, nation.cl],
    residence: [a('Mexico', 'México'), a('Colombia', 'Colombia'), a('Chile', 'Chile')],
    programs: [program.mim, program.mfin],
    degree: [study.master],
    amount: 12000,
  },
  {
    id: 'next-generation',
    title: a('Next Generation Scholarship', 'Beca Siguiente Generación'),
    summary: a(
      'For members of business families joining the Executive MBA.',
      'Para miembros de familias empresarias que cursen el Executive MBA.',
    ),
    deadline: '2026-09-30',
    type: merit,
    gender: [],
    nationality: [],
    residence: [],
    programs: [program.emba],
    degree: [study.executive],
    amount: 8000,
  },
  {
    id: 'first-generation-bachelor',
    title: a('First Generation Bachelor Grant', 'Ayuda Primera Generación de Grado'),
    summary: a(
      'For students who are the first in their family to go to university.',
      'Para estudiantes que son los primeros de su familia en ir a la universidad.',
    ),
    deadline: '2027-06-30',
    type: need,
    gender: [],
    nationality: [],
    residence: [a('Spain', 'España')],
    programs: [program.bba],
    degree: [study.bachelor],
    coverage: a('Full fee for four years', 'Matrícula completa durante cuatro años'),
  },
  {
    id: 'academic-excellence-master',
    title: a('Academic Excellence Master Scholarship', 'Beca Excelencia Académica de Máster'),
    summary: a('For the top 5% of applicants to the master’s programmes.', 'Para el 5 % mejor de los candidatos a los másteres.'),
    deadline: '2026-05-31',
    type: merit,
    gender: [],
    nationality: [],
    residence: [],
    programs: [program.mim, program.mfin],
    degree: [study.master],
    amount: 10000,
  },
  {
    id: 'europe-exchange',
    title: a('European Exchange Grant', 'Ayuda de Intercambio Europeo'),
    summary: a(
      'Travel and housing for bachelor students from the European Union.',
      'Viaje y alojamiento para estudiantes de grado de la Unión Europea.',
    ),
    deadline: '2027-01-31',
    type: diversity,
    gender: [],
    nationality: [nation.it, nation.fr],
    residence: [a('Italy', 'Italia'), a('France', 'Francia')],
    programs: [program.bba],
    degree: [study.bachelor],
    amount: 3000,
  },
];

export interface Award {
  id: string;
  slug: Bilingual<string>;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  body: Bilingual<string>;
  status: 'winner' | 'nominated';
  category: Bilingual<string>;
  candidate: string;
  organization?: string;
  image: string;
}

const awardCategory = {
  family: a('Family enterprise', 'Empresa familiar'),
  impact: a('Social impact', 'Impacto social'),
  student: a('Student venture', 'Empresa de estudiantes'),
};

export const awards: Award[] = [
  {
    id: 'ceramic-heat',
    slug: a('ceramics-that-heat-homes', 'ceramica-que-calienta-hogares'),
    title: a('Ceramics that heat homes', 'Cerámica que calienta hogares'),
    summary: a(
      'A tile maker turned its kilns into a heat-storage business.',
      'Un fabricante de azulejos convirtió sus hornos en un negocio de almacenamiento de calor.',
    ),
    body: a(
      'The jury praised how the family financed the change without outside capital.',
      'El jurado elogió cómo la familia financió el cambio sin capital externo.',
    ),
    status: 'winner',
    category: awardCategory.family,
    candidate: 'Lucía Ferrer',
    organization: 'Cerámicas Ferrer',
    image: 'family-business.jpg',
  },
  {
    id: 'pasta-solar',
    slug: a('solar-drying-for-pasta', 'secado-solar-para-pasta'),
    title: a('Solar drying for pasta', 'Secado solar para la pasta'),
    summary: a('A Parma pasta factory that dries with the sun.', 'Una fábrica de pasta de Parma que seca con el sol.'),
    body: a(
      'Nominated for halving the gas bill of a 1920s factory.',
      'Nominada por reducir a la mitad la factura de gas de una fábrica de los años veinte.',
    ),
    status: 'nominated',
    category: awardCategory.family,
    candidate: 'Giulia Bianchi',
    organization: 'Pastificio Bianchi',
    image: 'old-town.jpg',
  },
  {
    id: 'fair-coffee',
    slug: a('fair-wages-for-coffee-pickers', 'salarios-justos-para-recolectores-de-cafe'),
    title: a('Fair wages for coffee pickers', 'Salarios justos para los recolectores de café'),
    summary: a('An app that pays pickers by the kilo, on the day.', 'Una app que paga a los recolectores por kilo, en el día.'),
    body: a('Its first harvest paid 4,000 pickers in Huila.', 'Su primera cosecha pagó a 4.000 recolectores en el Huila.'),
    status: 'winner',
    category: awardCategory.impact,
    candidate: 'Mateo Quintero',
    image: 'harbour.jpg',
  },
  {
    id: 'reading-buses',
    slug: a('libraries-on-wheels', 'bibliotecas-sobre-ruedas'),
    title: a('Libraries on wheels', 'Bibliotecas sobre ruedas'),
    summary: a('Retired buses turned into rural libraries.', 'Autobuses retirados convertidos en bibliotecas rurales.'),
    body: a(
      'A transport family gave its old fleet to twenty villages.',
      'Una familia de transportistas cedió su vieja flota a veinte pueblos.',
    ),
    status: 'nominated',
    category: awardCategory.impact,
    candidate: 'Rafael Domínguez',
    organization: 'Transportes Domínguez',
    image: 'city-dusk.jpg',
  },
  {
    id: 'campus-compost',
    slug: a('compost-from-the-campus-canteen', 'compost-del-comedor-del-campus'),
    title: a('Compost from the campus canteen', 'Compost del comedor del campus'),
    summary: a('Students who sell compost made from canteen waste.', 'Estudiantes que venden compost hecho con los restos del comedor.'),
    body: a(
      'Started in a class project, now supplying three city gardens.',
      'Empezó en un proyecto de clase y hoy abastece a tres huertos urbanos.',
    ),
    status: 'winner',
    category: awardCategory.student,
    candidate: 'Emma Clarke',
    image: 'campus.jpg',
  },
  {
    id: 'tutor-match',
    slug: a('peer-tutoring-marketplace', 'mercado-de-tutorias-entre-iguales'),
    title: a('A peer tutoring marketplace', 'Un mercado de tutorías entre iguales'),
    summary: a(
      'Second-year students tutoring first-years, booked by app.',
      'Alumnos de segundo que dan tutorías a los de primero, reservadas por app.',
    ),
    body: a('Nominated for 1,200 sessions in its first term.', 'Nominado por 1.200 sesiones en su primer trimestre.'),
    status: 'nominated',
    category: awardCategory.student,
    candidate: 'Diego Navarro',
    image: 'classroom.jpg',
  },
];

export interface Video {
  id: string;
  slug: Bilingual<string>;
  youtubeId: string;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  date: string;
  duration: string;
  speakers: string[];
  area: Bilingual<string>;
}

export const videos: Video[] = [
  {
    id: 'succession-talks',
    slug: a('five-conversations-before-succession', 'cinco-conversaciones-antes-de-la-sucesion'),
    youtubeId: 'aqz-KE-bpKQ',
    title: a('Five conversations to have before a succession', 'Cinco conversaciones antes de una sucesión'),
    summary: a(
      'A lecture on the talks families should hold before a change of leader.',
      'Una clase sobre las conversaciones que las familias deben tener antes de un relevo.',
    ),
    date: '2026-05-12',
    duration: 'PT20M15S',
    speakers: ['Elena Arroyo'],
    area: area.strategy,
  },
  {
    id: 'dividends-explained',
    slug: a('dividends-in-family-groups-explained', 'los-dividendos-en-grupos-familiares'),
    youtubeId: 'ScMzIvxBSi4',
    title: a('Dividends in family groups, explained', 'Los dividendos en los grupos familiares'),
    summary: a(
      'Why family owners prefer steady dividends, with data from 900 groups.',
      'Por qué los propietarios familiares prefieren dividendos estables, con datos de 900 grupos.',
    ),
    date: '2026-03-03',
    duration: 'PT14M02S',
    speakers: ['Tomás Villalobos'],
    area: area.finance,
  },
  {
    id: 'venture-lab',
    slug: a('inside-the-venture-lab', 'dentro-del-laboratorio-de-emprendimiento'),
    youtubeId: 'jNQXAC9IVRw',
    title: a('Inside the venture lab', 'Dentro del laboratorio de emprendimiento'),
    summary: a('Students pitch ventures to family investors.', 'Los estudiantes presentan sus proyectos a inversores familiares.'),
    date: '2025-12-10',
    duration: 'PT8M40S',
    speakers: ['Chiara Rossi', 'Lucía Herrera'],
    area: area.entrepreneurship,
  },
  {
    id: 'heritage-brands',
    slug: a('the-value-of-since-1890', 'el-valor-de-desde-1890'),
    youtubeId: 'M7lc1UVf-VE',
    title: a('The value of “since 1890”', 'El valor de «desde 1890»'),
    summary: a('What heritage adds to a brand, and when it backfires.', 'Qué aporta la historia a una marca y cuándo se vuelve en contra.'),
    date: '2025-10-21',
    duration: 'PT17M30S',
    speakers: ['Sophie Laurent'],
    area: area.marketing,
  },
  {
    id: 'lean-dairy',
    slug: a('lean-manufacturing-in-a-dairy', 'produccion-ajustada-en-una-queseria'),
    youtubeId: 'dQw4w9WgXcQ',
    title: a('Lean manufacturing in a family dairy', 'Producción ajustada en una quesería familiar'),
    summary: a('A factory visit with the fourth generation.', 'Una visita a la fábrica con la cuarta generación.'),
    date: '2025-06-02',
    duration: 'PT11M05S',
    speakers: ['Pierre Dubois'],
    area: area.operations,
  },
  {
    id: 'fair-promotion-talk',
    slug: a('is-promotion-fair-in-family-firms', 'son-justos-los-ascensos-en-la-empresa-familiar'),
    youtubeId: 'kJQP7kiw5Fk',
    title: a('Is promotion fair in family firms?', '¿Son justos los ascensos en la empresa familiar?'),
    summary: a('Survey results from 2,000 non-family managers.', 'Resultados de una encuesta a 2.000 directivos no familiares.'),
    date: '2026-08-28',
    duration: 'PT23M10S',
    speakers: ['Miguel Santos'],
    area: area.people,
  },
];

export interface Episode {
  id: string;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  date: string;
  podcastType: Bilingual<string>;
  podcastEpisodeId: string;
  href: string;
}

const interview = a('Interview', 'Entrevista');
const series = a('Series', 'Serie');

export const episodes: Episode[] = [
  {
    id: 'family-matters-12',
    title: a('Family Matters 12: when the founder will not retire', 'Family Matters 12: cuando el fundador no se jubila'),
    summary: a(
      'Two advisers on the hardest conversation in a family firm.',
      'Dos asesores sobre la conversación más difícil de una empresa familiar.',
    ),
    date: '2026-11-05',
    podcastType: interview,
    podcastEpisodeId: 'family-matters-12',
    href: 'https://podcasts.example.org/family-matters/12',
  },
  {
    id: 'family-matters-11',
    title: a('Family Matters 11: cousins on the board', 'Family Matters 11: primos en el consejo'),
    summary: a(
      'Governance when the third generation has forty shareholders.',
      'El gobierno cuando la tercera generación suma cuarenta accionistas.',
    ),
    date: '2026-10-08',
    podcastType: interview,
    podcastEpisodeId: 'family-matters-11',
    href: 'https://podcasts.example.org/family-matters/11',
  },
  {
    id: 'founders-series-3',
    title: a('Founders, part 3: the first hire', 'Fundadores, parte 3: la primera contratación'),
    summary: a('A series on how family firms start.', 'Una serie sobre cómo empiezan las empresas familiares.'),
    date: '2026-07-14',
    podcastType: series,
    podcastEpisodeId: 'founders-3',
    href: 'https://podcasts.example.org/founders/3',
  },
  {
    id: 'founders-series-2',
    title: a('Founders, part 2: the first customer', 'Fundadores, parte 2: el primer cliente'),
    summary: a('A series on how family firms start.', 'Una serie sobre cómo empiezan las empresas familiares.'),
    date: '2026-06-30',
    podcastType: series,
    podcastEpisodeId: 'founders-2',
    href: 'https://podcasts.example.org/founders/2',
  },
];

export interface ArticleItem {
  id: string;
  kind: 'article' | 'blog' | 'infographic';
  title: Bilingual<string>;
  summary: Bilingual<string>;
  date: string;
  topic: Bilingual<string>;
  href: string;
  image: string;
}

export const articles: ArticleItem[] = [
  {
    id: 'why-family-firms-last',
    kind: 'article',
    title: a('Why family firms last longer', 'Por qué las empresas familiares duran más'),
    summary: a('Patient capital and a long view, in numbers.', 'Capital paciente y visión a largo plazo, en cifras.'),
    date: '2026-10-02',
    topic: area.strategy,
    href: 'https://review.example.org/family-firms-last',
    image: 'boardroom.jpg',
  },
  {
    id: 'letter-to-the-next-generation',
    kind: 'blog',
    title: a('A letter to the next generation', 'Carta a la siguiente generación'),
    summary: a('What a dean wishes heirs knew before joining.', 'Lo que un decano querría que supieran los herederos antes de entrar.'),
    date: '2026-11-10',
    topic: area.people,
    href: 'https://blog.example.org/letter-to-the-next-generation',
    image: 'library.jpg',
  },
  {
    id: 'family-office-myths',
    kind: 'blog',
    title: a('Five myths about family offices', 'Cinco mitos sobre los family offices'),
    summary: a('No, they are not only for billionaires.', 'No, no son solo para milmillonarios.'),
    date: '2026-08-19',
    topic: area.finance,
    href: 'https://blog.example.org/family-office-myths',
    image: 'city-morning.jpg',
  },
  {
    id: 'succession-in-numbers',
    kind: 'infographic',
    title: a('Succession in numbers', 'La sucesión en cifras'),
    summary: a('One page with the key figures of the 2026 barometer.', 'Una página con las cifras clave del barómetro 2026.'),
    date: '2026-04-20',
    topic: area.strategy,
    href: 'https://blog.example.org/succession-in-numbers',
    image: 'research.jpg',
  },
  {
    id: 'heirs-on-social-media',
    kind: 'article',
    title: a('Heirs on social media', 'Herederos en las redes sociales'),
    summary: a(
      'What two million posts say about family brands.',
      'Lo que dicen dos millones de publicaciones sobre las marcas familiares.',
    ),
    date: '2026-02-11',
    topic: area.marketing,
    href: 'https://review.example.org/heirs-on-social-media',
    image: 'night-city.jpg',
  },
  {
    id: 'the-fair-promotion-test',
    kind: 'blog',
    title: a('The fair promotion test', 'La prueba del ascenso justo'),
    summary: a('Three questions to ask before promoting a relative.', 'Tres preguntas antes de ascender a un familiar.'),
    date: '2025-12-15',
    topic: area.people,
    href: 'https://blog.example.org/fair-promotion-test',
    image: 'meeting.jpg',
  },
];

export interface ProgramItem {
  code: string;
  slug: Bilingual<string>;
  title: Bilingual<string>;
  programType: 'bachelor' | 'master' | 'executive';
  format: 'face-to-face' | 'online' | 'blended';
  months: number;
  intake: string[];
  credits?: number;
  area: Bilingual<string>;
  abstract: Bilingual<string>;
  body: Bilingual<string>;
  image: string;
}

export const programs: ProgramItem[] = [
  {
    code: 'executive-mba',
    slug: a('executive-mba', 'executive-mba'),
    title: a('Executive MBA', 'Executive MBA'),
    programType: 'executive',
    format: 'blended',
    months: 18,
    intake: ['2027-02-08'],
    area: area.strategy,
    abstract: a(
      'Eighteen months for experienced managers, with monthly residential weekends in Madrid.',
      'Dieciocho meses para directivos con experiencia, con fines de semana presenciales mensuales en Madrid.',
    ),
    body: a(
      'Participants bring a live challenge from their own company; the capstone turns it into a board-ready plan, coached by a mentor from a family-owned multinational.',
      'Los participantes traen un reto real de su empresa; el proyecto final lo convierte en un plan listo para el consejo, con un mentor de una multinacional familiar.',
    ),
    image: 'auditorium.jpg',
  },
  {
    code: 'master-in-management',
    slug: a('master-in-management', 'master-en-direccion'),
    title: a('Master in Management', 'Máster en Dirección'),
    programType: 'master',
    format: 'face-to-face',
    months: 10,
    intake: ['2026-09-14', '2027-01-18'],
    credits: 60,
    area: area.strategy,
    abstract: a(
      'A first management degree for graduates of any field, with a term abroad.',
      'Un primer título de gestión para titulados de cualquier disciplina, con un trimestre en el extranjero.',
    ),
    body: a(
      'Teams spend eight weeks on a consulting brief from a partner company, usually a family firm preparing to export to a new continent.',
      'Los equipos dedican ocho semanas a un encargo de consultoría de una empresa colaboradora, normalmente una empresa familiar que se prepara para exportar a otro continente.',
    ),
    image: 'campus.jpg',
  },
  {
    code: 'master-in-finance',
    slug: a('master-in-finance', 'master-en-finanzas'),
    title: a('Master in Finance', 'Máster en Finanzas'),
    programType: 'master',
    format: 'face-to-face',
    months: 10,
    intake: ['2026-09-14'],
    credits: 60,
    area: area.finance,
    abstract: a(
      'Corporate finance, markets and wealth management, taught by practitioners.',
      'Finanzas corporativas, mercados y gestión patrimonial, de la mano de profesionales.',
    ),
    body: a(
      'The wealth management track includes a week with three single-family offices and a valuation contest judged by their investment committees.',
      'El itinerario de gestión patrimonial incluye una semana con tres family offices unifamiliares y un concurso de valoración juzgado por sus comités de inversión.',
    ),
    image: 'city-morning.jpg',
  },
];
