// The business school's faculty, projects, stories, scholarships, EPIC awards, videos, podcasts
// and articles (SPEC §2, §3), in English and Spanish, for ../write-family.ts.
import type { Bilingual } from './news.ts';

const a = (en: string, es: string): Bilingual<string> => ({ en, es });
/** A pair of any type: the paragraphs of a text in each language. */
const both = <T>(en: T, es: T): Bilingual<T> => ({ en, es });

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
  /** Research projects: who pays for it, as it names itself, and when it ends. */
  funder?: Bilingual<string>;
  endDate?: string;
  area: Bilingual<string>;
  image: string;
  /** The page's body: three subheaded sections, since the summary already sits in the hero. */
  question: Bilingual<string>;
  method: Bilingual<string>;
  findings: Bilingual<string>;
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
    question: a(
      'A winery founded in 1952 had passed to fourteen siblings and cousins, four of whom worked in it. Nobody had written down who could join the firm, on what salary, or what would happen to the shares of a relative who wanted to sell. The project asked whether a protocol could be agreed before a conflict forced one.',
      'Una bodega fundada en 1952 había pasado a catorce hermanos y primos, cuatro de los cuales trabajaban en ella. Nadie había escrito quién podía entrar en la empresa, con qué sueldo ni qué pasaría con las acciones de un familiar que quisiera vender. El proyecto se preguntó si era posible acordar un protocolo antes de que un conflicto lo impusiera.',
    ),
    method: a(
      'Marta Gil interviewed each of the fourteen relatives alone and led three family assemblies over eight months. She drafted rules on employment, dividends and share transfers, and compared them with the protocols of five other wineries. Professor Elena Arroyo supervised the drafting and the legal review.',
      'Marta Gil entrevistó por separado a cada uno de los catorce familiares y condujo tres asambleas familiares a lo largo de ocho meses. Redactó normas sobre empleo, dividendos y transmisión de acciones, y las comparó con los protocolos de otras cinco bodegas. La profesora Elena Arroyo supervisó la redacción y la revisión jurídica.',
    ),
    findings: a(
      'The family signed the protocol in May 2026, by thirteen votes to one. The hardest point was not money but the conditions for the fourth generation to work in the winery: a degree and two years in another company. The final text includes a buy-back formula that lets any relative sell without breaking up the vineyards.',
      'La familia firmó el protocolo en mayo de 2026, por trece votos a uno. El punto más difícil no fue el dinero, sino las condiciones para que la cuarta generación trabaje en la bodega: un título y dos años en otra empresa. El texto final incluye una fórmula de recompra que permite a cualquier familiar vender sin dividir los viñedos.',
    ),
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
    funder: a('Spanish Ministry of Science and Innovation', 'Ministerio de Ciencia e Innovación'),
    endDate: '2027-06-30',
    area: area.finance,
    question: a(
      'When profits fall, most listed companies cut their dividend within a year. Groups controlled by families often wait two or three, even when they must borrow to keep paying. The study asked why, and whether the delay costs minority shareholders.',
      'Cuando caen los beneficios, la mayoría de las cotizadas recorta el dividendo en menos de un año. Los grupos controlados por familias a menudo esperan dos o tres, aunque tengan que endeudarse para seguir pagando. El estudio se preguntó por qué, y si el retraso perjudica a los accionistas minoritarios.',
    ),
    method: a(
      'Tomás Villalobos built a panel of 412 listed firms in Spain, Italy and France from 2000 to 2024, 158 of them controlled by a family. He measured how quickly each adjusted its dividend after a fall in earnings, and read the minutes of 40 shareholder meetings where a cut was discussed.',
      'Tomás Villalobos construyó un panel de 412 cotizadas de España, Italia y Francia entre 2000 y 2024, 158 de ellas controladas por una familia. Midió la rapidez con que cada una ajustó su dividendo tras una caída del beneficio, y leyó las actas de 40 juntas de accionistas en las que se debatió un recorte.',
    ),
    findings: a(
      'Family groups took 2.3 years on average to cut, against 1.1 years for the other firms. The delay was longest where many relatives lived on the dividend, and shortest where the family had a written dividend policy. Minority shareholders lost nothing on average, but in the weakest firms the delay raised debt by a fifth.',
      'Los grupos familiares tardaron de media 2,3 años en recortar, frente a 1,1 años del resto. El retraso fue mayor cuando muchos familiares vivían del dividendo, y menor cuando la familia tenía una política de dividendos por escrito. Los minoritarios no perdieron de media, pero en las empresas más débiles el retraso aumentó la deuda en una quinta parte.',
    ),
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
    question: a(
      'In Huila, cooperative lorries collect coffee from hundreds of farms on roads that change with every rain. Drivers plan their routes from memory, so lorries often come back half empty or climb the same hill twice. Could a simple routing tool on a phone lower the cost of bringing in a harvest?',
      'En el Huila, los camiones de las cooperativas recogen café en cientos de fincas por carreteras que cambian con cada lluvia. Los conductores planifican las rutas de memoria, así que los camiones vuelven a menudo medio vacíos o suben dos veces la misma cuesta. ¿Podía una herramienta de rutas sencilla, en el móvil, abaratar la recogida de una cosecha?',
    ),
    method: a(
      'Camila Rojas mapped the 320 farms of a cooperative near Pitalito and recorded the state of each road for a whole harvest. She adapted an open-source routing solver so that it works offline and takes road closures from a text message. Six drivers used it for eleven weeks, with Professor Jorge Padilla supervising the pilot.',
      'Camila Rojas cartografió las 320 fincas de una cooperativa cerca de Pitalito y registró el estado de cada carretera durante toda una cosecha. Adaptó un programa de rutas de código abierto para que funcione sin conexión y reciba los cortes de carretera por mensaje de texto. Seis conductores lo usaron durante once semanas, con la supervisión del profesor Jorge Padilla.',
    ),
    findings: a(
      'Transport cost per kilo fell by 18%, and the lorries drove 2,100 fewer kilometres. Drivers accepted the routes once they were allowed to override them, which they did on one trip in eight. The cooperative now uses the tool across its whole area, and two others in Huila are testing it.',
      'El coste de transporte por kilo bajó un 18 % y los camiones recorrieron 2.100 kilómetros menos. Los conductores aceptaron las rutas cuando se les permitió modificarlas, algo que hicieron en uno de cada ocho viajes. La cooperativa usa ya la herramienta en toda su zona, y otras dos del Huila la están probando.',
    ),
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
    question: a(
      'Many old brands print their founding year on the pack, as if age alone justified a higher price. The project asked how much more shoppers really pay for it, and for which products.',
      'Muchas marcas antiguas imprimen su año de fundación en el envase, como si la edad bastara para justificar un precio más alto. El proyecto se preguntó cuánto más pagan de verdad los compradores por ello, y en qué productos.',
    ),
    method: a(
      'Hugo Martín ran an online experiment in which 3,000 shoppers in Spain chose between pairs of olive oils, biscuits and shampoos. The packs showed a founding year of 1890, 1990 or none at random, and prices varied by up to 30%. Professor Sophie Laurent advised on the design and the analysis.',
      'Hugo Martín hizo un experimento en línea en el que 3.000 compradores en España elegían entre parejas de aceites de oliva, galletas y champús. Los envases mostraban al azar un año de fundación de 1890, de 1990 o ninguno, y los precios variaban hasta un 30 %. La profesora Sophie Laurent lo asesoró en el diseño y el análisis.',
    ),
    findings: a(
      'For food, “since 1890” raised what shoppers were willing to pay by 9% on average; for shampoo it made no difference. The effect was stronger among buyers over fifty and vanished when the pack also carried an organic label. A family biscuit maker in Aragon has used the results to reprice its traditional range.',
      'En alimentación, «desde 1890» aumentó un 9 % de media lo que los compradores estaban dispuestos a pagar; en el champú no cambió nada. El efecto fue mayor entre los mayores de cincuenta años y desapareció cuando el envase llevaba además un sello ecológico. Una galletera familiar de Aragón ha usado los resultados para revisar los precios de su gama tradicional.',
    ),
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
    funder: a('Fondazione Biella Tessile', 'Fondazione Biella Tessile'),
    endDate: '2026-10-31',
    area: area.entrepreneurship,
    question: a(
      'A wool mill in Biella, owned by the same family since 1873, watched its main market shrink while the fifth generation wanted to build something of its own. The question was whether the group could give young relatives room to start companies without putting the mill at risk.',
      'Una hilatura de lana de Biella, de la misma familia desde 1873, veía encogerse su mercado principal mientras la quinta generación quería crear algo propio. La pregunta era si el grupo podía dar espacio a los familiares jóvenes para fundar empresas sin poner en riesgo la hilatura.',
    ),
    method: a(
      'Chiara Rossi followed the group for three years as it set up a small lab with its own budget, an outside board and a rule that no venture could use the mill’s credit. Nine relatives pitched ideas and three were funded. She interviewed each founder every six months and tracked the ventures’ accounts.',
      'Chiara Rossi siguió al grupo durante tres años mientras creaba un pequeño laboratorio con presupuesto propio, un consejo externo y una regla: ninguna empresa nueva podía usar el crédito de la hilatura. Nueve familiares presentaron ideas y tres recibieron financiación. Entrevistó a cada fundador cada seis meses y siguió las cuentas de las tres empresas.',
    ),
    findings: a(
      'All three ventures are still trading: insulation made from recycled wool, a rental service for tailored suits and a traceability platform for fine fibres. The insulation business now buys 12% of the mill’s waste. According to the family, the key was the outside board, which could say no without it becoming a family quarrel.',
      'Las tres empresas siguen en marcha: aislante de lana reciclada, un servicio de alquiler de trajes a medida y una plataforma de trazabilidad para fibras finas. La de aislante compra ya el 12 % de los residuos de la hilatura. Según la familia, la clave fue el consejo externo, que podía decir que no sin que se convirtiera en una pelea familiar.',
    ),
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
    question: a(
      'In a family chain of fourteen hotels on the Mediterranean coast, staff believed the best jobs went to relatives and their friends. The owners wanted to know whether a promotion committee with outside members would change that belief, and at what cost.',
      'En una cadena familiar de catorce hoteles en la costa mediterránea, la plantilla creía que los mejores puestos eran para los familiares y sus amigos. Los propietarios querían saber si un comité de ascensos con miembros externos cambiaría esa percepción, y a qué coste.',
    ),
    method: a(
      'Irene Vidal helped set up a committee of two family members, the HR director and two hoteliers from outside the chain, which decided every promotion to manager for a year. She surveyed 610 employees before and after, and held focus groups in four hotels. Professor Miguel Santos supervised the survey design.',
      'Irene Vidal ayudó a crear un comité formado por dos miembros de la familia, la directora de Recursos Humanos y dos hoteleros ajenos a la cadena, que decidió durante un año todos los ascensos a puestos directivos. Encuestó a 610 empleados antes y después, y organizó grupos de discusión en cuatro hoteles. El profesor Miguel Santos supervisó el diseño de la encuesta.',
    ),
    findings: a(
      'The share of staff who saw promotions as fair rose from 38% to 61%. Two of the nine promotions went to family members, the same proportion as before, but employees now knew the criteria. Reception and kitchen staff valued most the written feedback given to unsuccessful candidates.',
      'La proporción de empleados que consideraban justos los ascensos pasó del 38 % al 61 %. Dos de los nueve ascensos fueron para familiares, la misma proporción que antes, pero ahora la plantilla conocía los criterios. El personal de recepción y de cocina fue el que más valoró la respuesta por escrito a los candidatos no elegidos.',
    ),
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
  /** Two first-person sections under subheadings, after the body. */
  whyICame: Bilingual<string>;
  takeaway: Bilingual<string>;
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
    whyICame: a(
      'My grandfather founded the firm in 1968, and my father still chaired it when I took over export sales. We argued about the company at every Sunday lunch, and I wanted a way to talk about it that was not about who was right. The weekend format let me keep visiting our clients in France and the Gulf.',
      'Mi abuelo fundó la empresa en 1968 y mi padre aún la presidía cuando me hice cargo de la exportación. Discutíamos de la empresa en cada comida de domingo, y yo buscaba una manera de hablar de ella que no fuera ver quién tenía razón. El formato de fin de semana me permitió seguir visitando a nuestros clientes en Francia y el Golfo.',
    ),
    takeaway: a(
      'The most useful session was on family councils: we copied its agenda almost word for word for our first meeting. I also learned to read our accounts as the bank reads them, which helped when we refinanced the kilns in 2025. Now my father asks me for the figures before he gives his opinion.',
      'La sesión más útil fue la de consejos de familia: copiamos su orden del día casi palabra por palabra para nuestra primera reunión. También aprendí a leer nuestras cuentas como las lee el banco, y eso nos ayudó al refinanciar los hornos en 2025. Ahora mi padre me pide las cifras antes de dar su opinión.',
    ),
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
    whyICame: a(
      'Every harvest I watched our neighbours borrow from middlemen at ten per cent a month. I was sure the problem was a lack of information, not the growers, but I had no tools to prove it. This was the only master’s I found with a credit risk track that let me write my thesis on rural lending.',
      'En cada cosecha veía a nuestros vecinos pedir prestado a intermediarios al diez por ciento mensual. Estaba seguro de que el problema era la falta de información, no los productores, pero no tenía herramientas para demostrarlo. Fue el único máster que encontré con una especialidad en riesgo de crédito que me dejaba hacer la tesis sobre el crédito rural.',
    ),
    takeaway: a(
      'My thesis replaced the bank history that growers lack with harvest records, deliveries to the cooperative and mobile top-ups. Two classmates became our first engineers, and one of my professors still reviews the model every year. The app has now lent to more than 9,000 growers, and fewer than 3% of loans go unpaid.',
      'Mi tesis sustituyó el historial bancario que les falta a los productores por los registros de cosecha, las entregas a la cooperativa y las recargas del móvil. Dos compañeros se convirtieron en nuestros primeros ingenieros, y uno de mis profesores sigue revisando el modelo cada año. La app ya ha prestado a más de 9.000 productores, y menos del 3 % de los préstamos quedan sin pagar.',
    ),
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
    whyICame: a(
      'My uncle has run the factory since 1998, and he decides quickly and alone. I came back from an engineering degree full of ideas and with no way of making him listen. I chose a one-year master’s in Madrid because I needed distance from home, and classmates who did not know my surname.',
      'Mi tío dirige la fábrica desde 1998 y decide rápido y solo. Volví de la carrera de Ingeniería llena de ideas y sin manera de que me escuchara. Elegí un máster de un año en Madrid porque necesitaba distancia de casa y compañeros que no conocieran mi apellido.',
    ),
    takeaway: a(
      'In negotiation class I learned to prepare my alternatives before a meeting, not during it. The first time I tried it at home was over the solar dryers: I brought three suppliers’ quotes and a payback table, and my uncle asked questions instead of saying no. I still lose some arguments, but now I know why.',
      'En la clase de negociación aprendí a preparar mis alternativas antes de una reunión, no durante. La primera vez que lo probé en casa fue con los secaderos solares: llevé tres presupuestos de proveedores y una tabla de amortización, y mi tío hizo preguntas en lugar de decir que no. Todavía pierdo algunas discusiones, pero ahora sé por qué.',
    ),
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
    whyICame: a(
      'My family makes packaging in Monterrey, and everyone assumed I would study in Mexico and join the firm at twenty-two. I wanted to see how other companies were run before learning only ours. A degree taught in English and Spanish, with a year of internships, let me do that far from home.',
      'Mi familia fabrica envases en Monterrey, y todos daban por hecho que estudiaría en México y entraría en la empresa a los veintidós. Yo quería ver cómo se dirigían otras empresas antes de conocer solo la nuestra. Un grado en inglés y español, con un año de prácticas, me permitió hacerlo lejos de casa.',
    ),
    takeaway: a(
      'In my second year I built a peer tutoring app with two classmates, and running it taught me more about managing people than any exam. A family business professor showed us data on successors who had worked elsewhere first, which convinced me and, later, my father. Now I analyse supply chains for industrial clients, the same kind of problem we have at home.',
      'En segundo curso creé con dos compañeros una app de tutorías entre alumnos, y dirigirla me enseñó más sobre gestionar personas que cualquier examen. Un profesor de empresa familiar nos enseñó datos de sucesores que habían trabajado fuera primero, y eso me convenció a mí y, después, a mi padre. Ahora analizo cadenas de suministro para clientes industriales, el mismo tipo de problema que tenemos en casa.',
    ),
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
    whyICame: a(
      'Our dairy in the Jura sold almost everything through wholesalers and two shops in the village. During the lockdowns, customers in Paris started phoning us to order, and we had no way to serve them. I needed to learn how to build a business case that my father and my two cousins on the board would approve.',
      'Nuestra quesería del Jura vendía casi todo a través de mayoristas y de dos tiendas en el pueblo. Durante los confinamientos, clientes de París empezaron a llamarnos para hacer pedidos, y no teníamos forma de atenderlos. Necesitaba aprender a preparar un plan de negocio que aprobaran mi padre y mis dos primos del consejo.',
    ),
    takeaway: a(
      'The capstone forced me to price delivery honestly: shipping cheese in summer costs far more than we had guessed. Classmates from logistics and retail took my first plan apart, and the second one worked. We now ship to eleven countries, and I still call two of those classmates when I have a pricing question.',
      'El proyecto final me obligó a calcular con honestidad el coste del envío: mandar queso en verano cuesta mucho más de lo que creíamos. Compañeros de logística y de distribución desmontaron mi primer plan, y el segundo funcionó. Hoy enviamos a once países, y sigo llamando a dos de aquellos compañeros cuando tengo una duda sobre precios.',
    ),
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
    whyICame: a(
      'I spent fifteen years financing copper projects in the Atacama, and I saw what they did to the water of the towns around them. I wanted to put money where it would leave something better behind, but I did not know how impact is measured or priced. A family office in Santiago offered me a job if I learned how such offices work, and this master’s had a module on exactly that.',
      'Pasé quince años financiando proyectos de cobre en Atacama y vi lo que le hacían al agua de los pueblos de alrededor. Quería poner el dinero donde dejara algo mejor, pero no sabía cómo se mide ni cómo se valora el impacto. Un family office de Santiago me ofreció trabajo si aprendía cómo funcionan estas oficinas, y este máster tenía un módulo justo sobre eso.',
    ),
    takeaway: a(
      'I learned that a family office invests for generations, so patience is part of the return. My final project compared three ways of measuring impact in water and housing funds, and we use one of them today. The portfolio I run has eleven investments, four of them in the north of Chile.',
      'Aprendí que un family office invierte para varias generaciones, así que la paciencia forma parte de la rentabilidad. Mi proyecto final comparó tres maneras de medir el impacto en fondos de agua y de vivienda, y hoy usamos una de ellas. La cartera que dirijo tiene once inversiones, cuatro de ellas en el norte de Chile.',
    ),
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
    whyICame: a(
      'My university in Ohio offered a semester abroad, and I picked Madrid because I had studied Spanish since high school. I also wanted to understand why so many large companies here are still owned by families, which surprised me. I planned to stay four months.',
      'Mi universidad de Ohio ofrecía un semestre en el extranjero, y elegí Madrid porque estudiaba español desde el instituto. También quería entender por qué tantas grandes empresas de aquí siguen siendo de una familia, algo que me sorprendía. Pensaba quedarme cuatro meses.',
    ),
    takeaway: a(
      'I learned to defend an argument in Spanish in front of forty people, which was scarier than any exam. A class project on canteen waste became our compost business, and winning an EPIC award convinced me to transfer and finish my degree here. I will graduate with a thesis on how Spanish family groups plan their succession.',
      'Aprendí a defender un argumento en español delante de cuarenta personas, y eso me dio más miedo que cualquier examen. Un proyecto de clase sobre los restos del comedor se convirtió en nuestro negocio de compost, y ganar un premio EPIC me convenció para trasladar el expediente y terminar aquí el grado. Me graduaré con un trabajo de fin de grado sobre cómo planifican la sucesión los grupos familiares españoles.',
    ),
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
    whyICame: a(
      'I founded the company in 1989 with one lorry, and at fifty-eight I had 240 employees and no plan for the day I would leave. My daughter Ana had run our Valencia depot for six years, but the managers still came to me for every decision. I knew I had to step back, and I did not know how.',
      'Fundé la empresa en 1989 con un camión, y a los cincuenta y ocho tenía 240 empleados y ningún plan para el día en que me fuera. Mi hija Ana llevaba seis años dirigiendo nuestra base de Valencia, pero los directivos seguían acudiendo a mí para cada decisión. Sabía que tenía que dar un paso atrás, y no sabía cómo.',
    ),
    takeaway: a(
      'The programme showed me that a succession is a project with dates, not a conversation you keep postponing. With a professor’s help we wrote a three-year plan and brought two independent directors onto the board. Ana has been chief executive since 2024; I chair the board, and I have learned to keep quiet at her meetings.',
      'El programa me enseñó que una sucesión es un proyecto con fechas, no una conversación que se va aplazando. Con la ayuda de un profesor escribimos un plan a tres años e incorporamos dos consejeros independientes. Ana es consejera delegada desde 2024; yo presido el consejo y he aprendido a callarme en sus reuniones.',
    ),
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
  /** World regions it is meant for (the list's "region" filter). */
  region?: Array<Bilingual<string>>;
  programs: Array<Bilingual<string>>;
  /** Schools whose students may apply besides Ibera Business School's (the list's "school" filter). */
  alsoSchools?: Array<Bilingual<string>>;
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
    region: [a('Latin America', 'Latinoamérica')],
    programs: [program.mim, program.mfin],
    alsoSchools: [a('Law School', 'Facultad de Derecho')],
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
    region: [a('Europe', 'Europa')],
    programs: [program.bba],
    alsoSchools: [a('Law School', 'Facultad de Derecho'), a('School of Humanities', 'Escuela de Humanidades')],
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
    region: [a('Europe', 'Europa')],
    programs: [program.bba],
    alsoSchools: [a('School of Humanities', 'Escuela de Humanidades')],
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
  /** What the venture does and what the jury weighed: two subheaded sections after the body. */
  venture: Bilingual<string>;
  jury: Bilingual<string>;
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
    venture: a(
      'Cerámicas Ferrer’s kilns reach 1,200 °C, and for decades that heat went up the chimney. The company now stores it in blocks of refractory clay and sells it as hot water to 600 homes and a school in its town. It also makes the storage blocks for other factories.',
      'Los hornos de Cerámicas Ferrer llegan a 1.200 °C, y durante décadas ese calor se perdía por la chimenea. La empresa lo almacena ahora en bloques de arcilla refractaria y lo vende como agua caliente a 600 hogares y a un colegio de su localidad. Además fabrica los bloques de almacenamiento para otras fábricas.',
    ),
    jury: a(
      'The jury saw a cost turned into a second source of income, built on what the firm already knew how to do: heat sales now cover a third of the plant’s energy bill. It also noted that the dividend cut that paid for the change was agreed at the family council, governance put into practice.',
      'El jurado vio un coste convertido en una segunda fuente de ingresos, construida sobre lo que la empresa ya sabía hacer: la venta de calor cubre ya un tercio de la factura energética de la planta. También destacó que el recorte de dividendos que pagó el cambio se acordó en el consejo de familia, el buen gobierno llevado a la práctica.',
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
    venture: a(
      'Pasta is dried slowly at 50 to 60 °C, and at Pastificio Bianchi that step used more gas than any other. The factory installed solar air collectors on its roof and a heat store that keeps the dryers running at night. Drying times did not change, so the pasta tastes the same.',
      'La pasta se seca despacio a entre 50 y 60 °C, y en el Pastificio Bianchi ese paso consumía más gas que ningún otro. La fábrica instaló colectores solares de aire en el tejado y un acumulador de calor que mantiene los secaderos en marcha por la noche. Los tiempos de secado no cambiaron, así que la pasta sabe igual.',
    ),
    jury: a(
      'The jury liked the engineering and the patience: the family tested the system on one line for a year before converting all four. It asked for more evidence that the model works in factories without a large flat roof, which kept the project from the top prize.',
      'Al jurado le gustaron la ingeniería y la paciencia: la familia probó el sistema en una línea durante un año antes de adaptar las cuatro. Pidió más pruebas de que el modelo funciona en fábricas sin un gran tejado plano, y eso apartó al proyecto del primer premio.',
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
    venture: a(
      'Coffee pickers in Colombia are usually paid in cash at the end of the week, and many borrow to get through to Friday. The app, built by the team behind Mateo Quintero’s lending platform, records each picker’s sack on the farm scale and pays to their phone the same afternoon. Farms pay a small fee per kilo.',
      'En Colombia, a los recolectores de café se les suele pagar en efectivo al final de la semana, y muchos piden prestado para llegar al viernes. La app, creada por el equipo de la plataforma de préstamos de Mateo Quintero, registra el saco de cada recolector en la báscula de la finca y le paga en el móvil esa misma tarde. Las fincas pagan una pequeña comisión por kilo.',
    ),
    jury: a(
      'The jury saw a problem that everyone in the coffee trade knows and nobody had solved at this scale. It valued that pickers pay nothing, and that their payment records help them get a first loan. Farm owners told the jury that pickers now return to the same farm year after year.',
      'El jurado vio un problema que todo el sector cafetero conoce y que nadie había resuelto a esta escala. Valoró que los recolectores no paguen nada y que su historial de pagos les ayude a conseguir un primer préstamo. Los propietarios de las fincas contaron al jurado que ahora los recolectores vuelven a la misma finca año tras año.',
    ),
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
    venture: a(
      'When Transportes Domínguez renewed its coaches, it kept twenty of the old ones instead of selling them for scrap. Each was fitted with shelves, heating and a reading corner, and now parks twice a week in the square of a village without a library. The provincial library network chooses the books, and the company pays the drivers.',
      'Cuando Transportes Domínguez renovó sus autocares, se quedó con veinte de los viejos en lugar de venderlos como chatarra. Cada uno lleva estanterías, calefacción y un rincón de lectura, y aparca dos veces por semana en la plaza de un pueblo sin biblioteca. La red provincial de bibliotecas elige los libros y la empresa paga a los conductores.',
    ),
    jury: a(
      'The jury valued a simple idea and the partnership with the public library network, which keeps the service running. It would have liked clearer figures on use: the family has only counted loans since the spring, about 9,000 so far.',
      'El jurado valoró la sencillez de la idea y la alianza con la red pública de bibliotecas, que mantiene el servicio. Le habría gustado ver cifras más claras de uso: la familia solo cuenta los préstamos desde la primavera, unos 9.000 hasta ahora.',
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
    venture: a(
      'The campus canteen throws away about 90 kilos of food a day. The team collects it, composts it in closed drums on a plot beside the sports ground and sells the compost in 20-litre sacks. First-year volunteers turn the drums every week in exchange for a share of the profits.',
      'El comedor del campus tira unos 90 kilos de comida al día. El equipo los recoge, los composta en tambores cerrados en una parcela junto a las pistas deportivas y vende el compost en sacos de 20 litros. Voluntarios de primero voltean los tambores cada semana a cambio de una parte de los beneficios.',
    ),
    jury: a(
      'The jury valued a venture that pays its own way: sales covered the drums and the plot’s water bill in the first year. It also saw a team that measures everything, from the temperature of each drum to the waste it keeps out of landfill, about 25 tonnes a year.',
      'El jurado valoró un proyecto que se sostiene solo: las ventas pagaron los tambores y el agua de la parcela el primer año. También vio un equipo que lo mide todo, desde la temperatura de cada tambor hasta los residuos que evita llevar al vertedero, unas 25 toneladas al año.',
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
    venture: a(
      'First-year students book one-hour sessions with second-year students who passed the same course with a good grade. The app matches them by subject and timetable, and tutors earn 12 euros an hour, paid by the student or by the school’s support fund.',
      'Los alumnos de primero reservan sesiones de una hora con alumnos de segundo que aprobaron la misma asignatura con buena nota. La app los empareja por asignatura y horario, y los tutores cobran 12 euros la hora, que paga el alumno o el fondo de ayudas de la escuela.',
    ),
    jury: a(
      'The jury saw real demand: 1,200 sessions in one term shows a need the timetable does not meet. It asked the team to show that the sessions raise grades, not only that students book them, and to explain how tutors are checked before they teach.',
      'El jurado vio una demanda real: 1.200 sesiones en un trimestre revelan una necesidad que el horario no cubre. Pidió al equipo que demuestre que las sesiones mejoran las notas, no solo que se reservan, y que explique cómo se comprueba a los tutores antes de que den clase.',
    ),
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
  /** Opinion articles: the faculty member who signs it. */
  author?: string;
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
    author: 'Elena Arroyo',
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
    author: 'Marina Costa',
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
  /** The tuition (the programme page's "Fees" fact): an amount in a currency, for a year or the whole programme. */
  fees?: { amount: number; currency: string; per: 'year' | 'programme' | 'credit' };
  area: Bilingual<string>;
  /** What the programme finder filters by besides type, format and area. */
  modeOfStudy: 'full-time' | 'part-time';
  yearsOfExperience: { min: number; max?: number };
  profiles: Array<Bilingual<string>>;
  stage: Array<Bilingual<string>>;
  pathways: Array<Bilingual<string>>;
  abstract: Bilingual<string>;
  body: Bilingual<string>;
  image: string;
  /** The marketing provider's ids of the programme, which its lead form carries (SPEC §3 "Lead form"). */
  programId: string;
  pathwayId: string;
}

// The same values as the hand-written programme pages of the school use, so the finder's
// filters group them.
const profile = {
  graduates: a('Recent graduates', 'Recién titulados'),
  managers: a('Managers', 'Directivos'),
  owners: a('Family business owners', 'Propietarios de empresas familiares'),
};
const stage = {
  early: a('Early career', 'Inicio de carrera'),
  senior: a('Senior executive', 'Alta dirección'),
};
const pathway = {
  business: a('Business and management', 'Empresa y dirección'),
  finance: a('Finance', 'Finanzas'),
};

export const programs: ProgramItem[] = [
  {
    code: 'executive-mba',
    programId: 'IBS-EMBA',
    pathwayId: 'IBS-EXEC',
    slug: a('executive-mba', 'executive-mba'),
    title: a('Executive MBA', 'Executive MBA'),
    programType: 'executive',
    format: 'blended',
    months: 18,
    intake: ['2027-02-08'],
    fees: { amount: 72000, currency: 'EUR', per: 'programme' },
    area: area.strategy,
    modeOfStudy: 'part-time',
    yearsOfExperience: { min: 7 },
    profiles: [profile.managers, profile.owners],
    stage: [stage.senior],
    pathways: [],
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
    programId: 'IBS-MIM',
    pathwayId: 'IBS-PG',
    slug: a('master-in-management', 'master-en-direccion'),
    title: a('Master in Management', 'Máster en Dirección'),
    programType: 'master',
    format: 'face-to-face',
    months: 10,
    intake: ['2026-09-14', '2027-01-18'],
    fees: { amount: 28500, currency: 'EUR', per: 'programme' },
    credits: 60,
    area: area.strategy,
    modeOfStudy: 'full-time',
    yearsOfExperience: { min: 0, max: 3 },
    profiles: [profile.graduates],
    stage: [stage.early],
    pathways: [pathway.business],
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
    programId: 'IBS-MIF',
    pathwayId: 'IBS-PG',
    slug: a('master-in-finance', 'master-en-finanzas'),
    title: a('Master in Finance', 'Máster en Finanzas'),
    programType: 'master',
    format: 'face-to-face',
    months: 10,
    intake: ['2026-09-14'],
    fees: { amount: 31200, currency: 'EUR', per: 'programme' },
    credits: 60,
    area: area.finance,
    modeOfStudy: 'full-time',
    yearsOfExperience: { min: 0, max: 3 },
    profiles: [profile.graduates],
    stage: [stage.early],
    pathways: [pathway.finance],
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

/** A news story of the school, below its news page. */
export interface SchoolNews {
  id: string;
  slug: Bilingual<string>;
  /** The day it was published (ISO). */
  date: string;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  category: Bilingual<string>;
  author: Bilingual<string>;
  image: string;
  /** The opening paragraphs (HTML allowed: links to the school's pages). */
  body: Bilingual<string[]>;
  /** One subheaded section after the opening, as the school's other detail pages have. */
  section: { heading: Bilingual<string>; text: Bilingual<string> };
}

const communications = a('Ibera Business School communications', 'Comunicación de la Escuela de Negocios Ibera');

export const schoolNews: SchoolNews[] = [
  {
    id: 'valuation-challenge',
    slug: a('master-in-finance-team-wins-valuation-challenge', 'equipo-master-en-finanzas-gana-reto-de-valoracion'),
    date: '2026-11-05',
    title: a(
      'A Master in Finance team wins the Iberian Valuation Challenge',
      'Un equipo del Máster en Finanzas gana el Reto Ibérico de Valoración',
    ),
    summary: a(
      'Four students valued a listed Spanish food group in six weeks and defended a “hold” call before a jury of fund managers.',
      'Cuatro estudiantes valoraron en seis semanas un grupo alimentario cotizado y defendieron una recomendación de «mantener» ante un jurado de gestores de fondos.',
    ),
    category: a('Students', 'Estudiantes'),
    author: communications,
    image: 'city-morning.jpg',
    body: both(
      [
        'Twenty-two teams from universities in Spain and Portugal took part. Ours was the only one to build its forecast from the company’s own plant-by-plant capacity, which it reconstructed from environmental permits, and the jury singled out that work in its verdict.',
        'The team was coached by <a href="/business-school/faculty/marina-costa/">Marina Costa</a>, Professor of Finance, who met them every Friday evening during the six weeks of the competition.',
      ],
      [
        'Participaron veintidós equipos de universidades de España y Portugal. El nuestro fue el único que construyó su previsión a partir de la capacidad de cada planta de la empresa, que reconstruyó con sus autorizaciones ambientales, y el jurado destacó ese trabajo en su fallo.',
        'El equipo contó con la tutoría de <a href="/es/business-school/profesorado/marina-costa/">Marina Costa</a>, catedrática de Finanzas, que se reunió con ellos cada viernes por la tarde durante las seis semanas del concurso.',
      ],
    ),
    section: {
      heading: a('Next stop: Frankfurt', 'Próxima parada: Fráncfort'),
      text: a(
        'The team will present its report again at the European final in April 2027, against the winners of eleven other countries. The valuation report is used this year as a case in the corporate finance course of the <a href="/business-school/programmes/master-in-finance/">Master in Finance</a>.',
        'El equipo volverá a presentar su informe en la final europea de abril de 2027, frente a los ganadores de otros once países. El informe de valoración se usa este curso como caso en la asignatura de finanzas corporativas del <a href="/es/business-school/programas/master-en-finanzas/">Máster en Finanzas</a>.',
      ),
    },
  },
  {
    id: 'supplier-carbon-lab',
    slug: a('twelve-family-firms-join-supplier-carbon-lab', 'doce-empresas-familiares-se-unen-al-laboratorio-de-carbono'),
    date: '2026-10-14',
    title: a(
      'Twelve family firms join the school’s lab on their suppliers’ emissions',
      'Doce empresas familiares se unen al laboratorio de la escuela sobre las emisiones de sus proveedores',
    ),
    summary: a(
      'Students of the Master in Sustainable Business will spend a term measuring what the firms’ suppliers emit, starting with 300 small workshops and farms.',
      'Los estudiantes del Máster en Empresa Sostenible dedicarán un trimestre a medir lo que emiten los proveedores de estas empresas, empezando por 300 pequeños talleres y explotaciones.',
    ),
    category: a('Research', 'Investigación'),
    author: communications,
    image: 'green-valley.jpg',
    body: both(
      [
        'Most of a manufacturer’s emissions happen before its raw materials arrive: in the farms, mills and workshops that supply it. Large suppliers report them; small ones rarely can. The lab, led by <a href="/business-school/faculty/pierre-dubois/">Pierre Dubois</a>, sends students to those small suppliers with a questionnaire and a method simple enough for a family workshop to repeat each year.',
        'The twelve founding firms make cheese, furniture, olive oil, ceramics and packaging in six Spanish regions; together they buy from about 2,400 suppliers.',
      ],
      [
        'La mayor parte de las emisiones de un fabricante se produce antes de que lleguen sus materias primas: en las explotaciones, molinos y talleres que le suministran. Los grandes proveedores las declaran; los pequeños rara vez pueden. El laboratorio, que dirige <a href="/es/business-school/profesorado/pierre-dubois/">Pierre Dubois</a>, envía a los estudiantes a esos pequeños proveedores con un cuestionario y un método lo bastante sencillo para que un taller familiar pueda repetirlo cada año.',
        'Las doce empresas fundadoras fabrican queso, muebles, aceite de oliva, cerámica y envases en seis comunidades autónomas; entre todas compran a unos 2.400 proveedores.',
      ],
    ),
    section: {
      heading: a('What the firms get', 'Qué obtienen las empresas'),
      text: a(
        'Each firm receives a map of its suppliers’ emissions and a shortlist of the changes that would cut the most for the least money. The method and the anonymised data will be published in June 2027 so that any company can use them.',
        'Cada empresa recibe un mapa de las emisiones de sus proveedores y una lista de los cambios que más las reducirían con menos gasto. El método y los datos anonimizados se publicarán en junio de 2027 para que cualquier empresa pueda usarlos.',
      ),
    },
  },
  {
    id: 'scholarship-applications',
    slug: a('more-scholarship-applicants-from-latin-america', 'mas-solicitudes-de-beca-desde-america-latina'),
    date: '2026-10-01',
    title: a('Scholarship applications from Latin America rise by 40 %', 'Las solicitudes de beca desde América Latina crecen un 40 %'),
    summary: a(
      'The school adds interview days in Mexico City and Bogotá so that candidates do not have to fly to Madrid before they know the result.',
      'La escuela añade jornadas de entrevistas en Ciudad de México y Bogotá para que los candidatos no tengan que viajar a Madrid antes de conocer el resultado.',
    ),
    category: a('Admissions', 'Admisiones'),
    author: communications,
    image: 'night-city.jpg',
    body: both(
      [
        'The school received 610 scholarship applications for the 2026–2027 intake, 180 more than a year earlier. Most of the increase came from Mexico, Colombia and Chile, and from candidates to the Master in Family Business whose families run companies there.',
        'Every scholarship, with who can apply and until when, is on the <a href="/business-school/scholarships/">scholarships page</a>.',
      ],
      [
        'La escuela recibió 610 solicitudes de beca para el curso 2026-2027, 180 más que un año antes. La mayor parte del aumento procede de México, Colombia y Chile, y de candidatos al Máster en Empresa Familiar cuyas familias dirigen empresas allí.',
        'Todas las becas, con quién puede solicitarlas y hasta cuándo, están en la <a href="/es/business-school/becas/">página de becas</a>.',
      ],
    ),
    section: {
      heading: a('Interviews closer to home', 'Entrevistas más cerca de casa'),
      text: a(
        'From January, shortlisted candidates can be interviewed in person in Mexico City or Bogotá, or online, by two members of the admissions committee. Until now every final interview took place in Madrid.',
        'Desde enero, los candidatos preseleccionados podrán hacer la entrevista en persona en Ciudad de México o en Bogotá, o en línea, ante dos miembros del comité de admisiones. Hasta ahora todas las entrevistas finales se hacían en Madrid.',
      ),
    },
  },
  {
    id: 'food-bank-routes',
    slug: a('analytics-students-plan-food-bank-deliveries', 'estudiantes-de-analitica-planifican-repartos-del-banco-de-alimentos'),
    date: '2026-09-22',
    title: a(
      'Analytics students redraw the food bank’s delivery routes',
      'Estudiantes de analítica rediseñan las rutas de reparto del banco de alimentos',
    ),
    summary: a(
      'A second-year project of the Bachelor in Data and Business Analytics saves the Madrid food bank two vans a week.',
      'Un proyecto de segundo curso del Grado en Analítica de Datos y Negocio ahorra al banco de alimentos de Madrid dos furgonetas a la semana.',
    ),
    category: a('Students', 'Estudiantes'),
    author: communications,
    image: 'meeting.jpg',
    body: both(
      [
        'The food bank delivers to 190 charities across the region from two warehouses, with routes drawn by hand each Monday. Five students, supervised by <a href="/business-school/faculty/jorge-padilla/">Jorge Padilla</a>, Assistant Professor of Operations, modelled a year of deliveries and proposed routes that cover the same stops with two fewer vans.',
      ],
      [
        'El banco de alimentos reparte a 190 entidades benéficas de la región desde dos almacenes, con rutas trazadas a mano cada lunes. Cinco estudiantes, bajo la supervisión de <a href="/es/business-school/profesorado/jorge-padilla/">Jorge Padilla</a>, profesor ayudante de Operaciones, modelaron un año de repartos y propusieron rutas que cubren las mismas paradas con dos furgonetas menos.',
      ],
    ),
    section: {
      heading: a('A spreadsheet the volunteers can keep', 'Una hoja de cálculo que los voluntarios pueden mantener'),
      text: a(
        'The students’ first model needed software the food bank does not have. The version in use since September runs in a spreadsheet, and the volunteer coordinators were trained to update it when a charity joins or leaves.',
        'El primer modelo de los estudiantes necesitaba un programa que el banco de alimentos no tiene. La versión que se usa desde septiembre funciona en una hoja de cálculo, y los coordinadores voluntarios aprendieron a actualizarla cuando una entidad entra o sale.',
      ),
    },
  },
];

/** An event of the school, below its events page; the page ends with its registration form. */
export interface SchoolEvent {
  id: string;
  slug: Bilingual<string>;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  eventType: 'face-to-face' | 'online' | 'hybrid';
  /** ISO date-times with their offset. */
  start: string;
  end: string;
  location?: Bilingual<string>;
  image: string;
  body: Bilingual<string[]>;
  /** What happens when, one line a time. */
  programme?: Bilingual<string[]>;
  /** The school's page that tells more: a programme or a list, by its path in each language. */
  info: { href: Bilingual<string>; text: Bilingual<string> };
}

export const schoolEvents: SchoolEvent[] = [
  {
    id: 'online-mba-webinar',
    slug: a('webinar-is-the-online-mba-for-you-2027', 'webinario-es-el-mba-online-para-usted-2027'),
    title: a('Webinar: is the Online MBA for you?', 'Webinario: ¿es el MBA Online para usted?'),
    summary: a(
      'An hour with the programme director and two participants who study while working full time, in Lima and in Valencia.',
      'Una hora con el director del programa y dos participantes que estudian mientras trabajan a jornada completa, en Lima y en Valencia.',
    ),
    eventType: 'online',
    start: '2027-01-20T18:30:00+01:00',
    end: '2027-01-20T19:30:00+01:00',
    image: 'webinar.jpg',
    body: both(
      [
        'How many hours a week the programme really takes, what the live sessions are like across time zones, and how the digital transformation specialisation works. Bring your questions: half of the hour is for them.',
      ],
      [
        'Cuántas horas a la semana exige de verdad el programa, cómo son las sesiones en directo con distintos husos horarios y cómo funciona la especialización en transformación digital. Traiga sus preguntas: la mitad de la hora es para ellas.',
      ],
    ),
    info: {
      href: a('/business-school/programmes/online-mba/', '/es/business-school/programas/mba-online/'),
      text: a('About the Online MBA', 'Sobre el MBA Online'),
    },
  },
  {
    id: 'masters-open-day',
    slug: a('masters-open-day-february-2027', 'jornada-de-puertas-abiertas-masteres-febrero-2027'),
    title: a('Master’s open day', 'Jornada de puertas abiertas de los másteres'),
    summary: a(
      'A Saturday morning on the Madrid campus to sit in on a class, meet the programme directors and ask about scholarships.',
      'Una mañana de sábado en el campus de Madrid para asistir a una clase, conocer a los directores de los programas y preguntar por las becas.',
    ),
    eventType: 'face-to-face',
    start: '2027-02-13T10:00:00+01:00',
    end: '2027-02-13T13:30:00+01:00',
    location: a('Ibera Business School, Madrid campus', 'Escuela de Negocios Ibera, campus de Madrid'),
    image: 'campus.jpg',
    body: both(
      [
        'For graduates thinking of the Master in Management, the Master in Finance, the Master in Marketing and Digital Strategy, the Master in Sustainable Business or the Master in Family Business. Families are welcome.',
      ],
      [
        'Para titulados que piensan en el Máster en Dirección, el Máster en Finanzas, el Máster en Marketing y Estrategia Digital, el Máster en Empresa Sostenible o el Máster en Empresa Familiar. Las familias son bienvenidas.',
      ],
    ),
    programme: both(
      [
        '<strong>10:00.</strong> Welcome and how admissions work.',
        '<strong>10:30.</strong> A sample class: the case of a family dairy deciding whether to export.',
        '<strong>11:45.</strong> Meetings with each programme’s director and current students.',
        '<strong>13:00.</strong> Scholarships and financing, with the admissions team.',
      ],
      [
        '<strong>10:00.</strong> Bienvenida y cómo funciona la admisión.',
        '<strong>10:30.</strong> Una clase de muestra: el caso de una quesería familiar que decide si exportar.',
        '<strong>11:45.</strong> Encuentros con el director de cada programa y con estudiantes actuales.',
        '<strong>13:00.</strong> Becas y financiación, con el equipo de admisiones.',
      ],
    ),
    info: {
      href: a('/business-school/admissions/', '/es/business-school/admisiones/'),
      text: a('How admissions work', 'Cómo funciona la admisión'),
    },
  },
  {
    id: 'governance-breakfast',
    slug: a('breakfast-writing-a-first-family-protocol', 'desayuno-redactar-un-primer-protocolo-familiar'),
    title: a('Breakfast: writing a first family protocol', 'Desayuno: redactar un primer protocolo familiar'),
    summary: a(
      'Elena Arroyo and the third generation of a Rioja winery on what their protocol settled, what it left open and what they would write differently.',
      'Elena Arroyo y la tercera generación de una bodega riojana sobre lo que su protocolo resolvió, lo que dejó abierto y lo que escribirían de otro modo.',
    ),
    eventType: 'hybrid',
    start: '2027-03-04T08:30:00+01:00',
    end: '2027-03-04T10:00:00+01:00',
    location: a('Ibera Business School, Madrid campus, and online', 'Escuela de Negocios Ibera, campus de Madrid, y en línea'),
    image: 'boardroom.jpg',
    body: both(
      [
        'A family protocol is the agreement in which the owners of a family company set out who may work in it, how shares pass from one generation to the next and how disagreements are settled. Most families write one only after a conflict. This breakfast is for those who would rather write it before.',
        'It opens the new edition of the <a href="/business-school/programmes/family-business-governance-programme/">Family Business Governance Programme</a>; anyone can attend.',
      ],
      [
        'El protocolo familiar es el acuerdo en el que los propietarios de una empresa familiar fijan quién puede trabajar en ella, cómo pasan las acciones de una generación a otra y cómo se resuelven los desacuerdos. La mayoría de las familias lo escribe solo después de un conflicto. Este desayuno es para quienes prefieren escribirlo antes.',
        'Abre la nueva edición del <a href="/es/business-school/programas/programa-de-gobierno-de-la-empresa-familiar/">Programa de Gobierno de la Empresa Familiar</a>; puede asistir cualquier persona.',
      ],
    ),
    info: {
      href: a(
        '/business-school/programmes/family-business-governance-programme/',
        '/es/business-school/programas/programa-de-gobierno-de-la-empresa-familiar/',
      ),
      text: a('The Family Business Governance Programme', 'El Programa de Gobierno de la Empresa Familiar'),
    },
  },
];
