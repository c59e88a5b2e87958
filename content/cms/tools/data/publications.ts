// Research reports, academic research and teaching cases: each becomes a PublicationDetail
// page in English and Spanish. Texts: title, summary and body per language.
import type { Bilingual } from './news.ts';

export interface PublicationItem {
  id: string;
  slug: Bilingual<string>;
  date: string;
  authors: string[];
  organization?: string;
  isbn?: string;
  publication?: Bilingual<string>;
  areas: Bilingual<string[]>;
  citation?: string;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  body: Bilingual<string>;
}

const CBF = 'Centre for Business Families, Ibera University';
const governance = { en: ['Governance'], es: ['Gobierno corporativo'] };
const succession = { en: ['Succession'], es: ['Sucesión'] };
const finance = { en: ['Finance'], es: ['Finanzas'] };
const sociology = { en: ['Sociology'], es: ['Sociología'] };
const strategy = { en: ['Strategy'], es: ['Estrategia'] };
const both = (a: Bilingual<string[]>, b: Bilingual<string[]>): Bilingual<string[]> => ({ en: [...a.en, ...b.en], es: [...a.es, ...b.es] });
const p = (en: string, es: string): Bilingual<string> => ({ en: `<p>${en}</p>`, es: `<p>${es}</p>` });
const bi = (en: string, es: string): Bilingual<string> => ({ en, es });
/** A name that is the same in both languages (a journal's). */
const same = (name: string): Bilingual<string> => ({ en: name, es: name });
/** The centre's numbered series: its reports and its practitioner guides. */
const cbfSeries = (series: 'reports' | 'guides', number: number): Bilingual<string> =>
  series === 'reports'
    ? bi(`CBF Reports, no. ${number}`, `Informes CBF, n.º ${number}`)
    : bi(`CBF Practitioner Guides, no. ${number}`, `Guías prácticas CBF, n.º ${number}`);

export const reports: PublicationItem[] = [
  {
    id: 'report-succession-barometer-2026',
    slug: bi('succession-barometer-2026', 'barometro-sucesion-2026'),
    date: '2026-12-01T09:00:00Z',
    authors: ['Laura Méndez', 'Pablo Serrano'],
    organization: CBF,
    isbn: '978-84-09-61234-5',
    publication: cbfSeries('reports', 14),
    areas: succession,
    title: bi('Succession Barometer 2026', 'Barómetro de la Sucesión 2026'),
    summary: bi(
      'How 412 family firms in Spain, Mexico and Colombia plan, or fail to plan, the handover to the next generation.',
      'Cómo planifican, o no, 412 empresas familiares de España, México y Colombia el relevo a la siguiente generación.',
    ),
    body: p(
      'Half of the firms surveyed have no written succession plan, although eight in ten owners call succession a priority. The report breaks the results down by sector, size and generation in control, and closes with five recommendations for owners and advisers.',
      'La mitad de las empresas encuestadas no tiene un plan de sucesión escrito, aunque ocho de cada diez propietarios la consideran prioritaria. El informe desglosa los resultados por sector, tamaño y generación al mando, y termina con cinco recomendaciones para propietarios y asesores.',
    ),
  },
  {
    id: 'report-family-office-census',
    slug: bi('family-office-census-spain', 'censo-family-offices-espana'),
    date: '2026-10-14T09:00:00Z',
    authors: ['Daniel Ruiz', 'Elena Navarro'],
    organization: CBF,
    isbn: '978-84-09-61233-8',
    publication: cbfSeries('reports', 13),
    areas: finance,
    title: bi('Family Offices in Spain: a first census', 'Los family offices en España: un primer censo'),
    summary: bi(
      'Who sets up a family office, how it is staffed, what it invests in and how it is governed.',
      'Quién crea un family office, cómo se organiza, en qué invierte y cómo se gobierna.',
    ),
    body: p(
      'We identified 412 single-family offices and surveyed 118 of them. Most were created after a liquidity event, are led by a family member of the second or third generation and manage a portfolio dominated by real estate and private equity.',
      'Identificamos 412 family offices unifamiliares y encuestamos a 118. La mayoría se creó tras un evento de liquidez, está dirigida por un familiar de segunda o tercera generación y gestiona una cartera dominada por el inmobiliario y el capital riesgo.',
    ),
  },
  {
    id: 'report-women-family-firms',
    slug: bi('women-in-family-firms', 'mujeres-en-la-empresa-familiar'),
    date: '2026-05-19T09:00:00Z',
    authors: ['Laura Méndez', 'Sofía Herrera'],
    organization: CBF,
    publication: cbfSeries('reports', 12),
    areas: both(succession, sociology),
    title: bi('Women in family firms: leadership and ownership', 'Mujeres en la empresa familiar: liderazgo y propiedad'),
    summary: bi(
      'A decade of data on women as chief executives, board members and shareholders of family firms.',
      'Una década de datos sobre mujeres como consejeras delegadas, consejeras y accionistas de empresas familiares.',
    ),
    body: p(
      'The share of family firms led by a woman rose from 10% to 21% between 2016 and 2026. The report examines the paths that took them there and the governance practices of the firms they lead.',
      'La proporción de empresas familiares dirigidas por una mujer pasó del 10% al 21% entre 2016 y 2026. El informe analiza las trayectorias que las llevaron hasta ahí y las prácticas de gobierno de las empresas que dirigen.',
    ),
  },
  {
    id: 'report-family-protocols',
    slug: bi('family-protocols-in-practice', 'protocolos-familiares-en-la-practica'),
    date: '2026-02-25T09:00:00Z',
    authors: ['Carmen Vidal'],
    organization: CBF,
    isbn: '978-84-09-58122-1',
    publication: cbfSeries('guides', 5),
    areas: governance,
    title: bi('Family protocols in practice', 'Protocolos familiares en la práctica'),
    summary: bi(
      'What 63 signed family protocols say about employment, share transfers, dividends and conflict.',
      'Qué dicen 63 protocolos familiares firmados sobre empleo, transmisión de acciones, dividendos y conflictos.',
    ),
    body: p(
      'Protocols are longer and more detailed in larger families, but the clauses that families invoke most often are few: entry of family members into the firm, pre-emption rights and the calendar for reviewing the agreement.',
      'Los protocolos son más largos y detallados en las familias más numerosas, pero las cláusulas que más se invocan son pocas: la incorporación de familiares a la empresa, el derecho de adquisición preferente y el calendario de revisión del acuerdo.',
    ),
  },
  {
    id: 'report-next-generation',
    slug: bi('next-generation-report-2025', 'informe-siguiente-generacion-2025'),
    date: '2025-11-20T09:00:00Z',
    authors: ['Marta Iglesias', 'Javier Ortega'],
    organization: CBF,
    publication: cbfSeries('reports', 11),
    areas: succession,
    title: bi(
      'The next generation: careers, commitment and expectations',
      'La siguiente generación: trayectorias, compromiso y expectativas',
    ),
    summary: bi(
      'How young members of business families decide whether to join the family firm, and on what terms.',
      'Cómo deciden los jóvenes de familias empresarias si se incorporan a la empresa familiar, y en qué condiciones.',
    ),
    body: p(
      'Commitment to the family firm is highest where the family talks openly about the business and where young members are invited to governance bodies before they are offered a job.',
      'El compromiso con la empresa familiar es mayor cuando la familia habla abiertamente del negocio y cuando los jóvenes participan en órganos de gobierno antes de recibir una oferta de empleo.',
    ),
  },
  {
    id: 'report-sustainability',
    slug: bi('sustainability-family-firms-2025', 'sostenibilidad-empresa-familiar-2025'),
    date: '2025-09-09T09:00:00Z',
    authors: ['Elena Navarro', 'Tomás Aguirre'],
    organization: CBF,
    publication: cbfSeries('reports', 10),
    areas: strategy,
    title: bi(
      'Sustainability and long-term orientation in family firms',
      'Sostenibilidad y orientación a largo plazo en la empresa familiar',
    ),
    summary: bi(
      'Are family firms greener? Evidence from 250 mid-sized companies in manufacturing and agribusiness.',
      '¿Son más sostenibles las empresas familiares? Evidencia de 250 medianas empresas industriales y agroalimentarias.',
    ),
    body: p(
      'Family firms invested more in energy efficiency than comparable non-family firms, but reported less about it. The report suggests ways to close that disclosure gap.',
      'Las empresas familiares invirtieron más en eficiencia energética que empresas no familiares comparables, pero informaron menos de ello. El informe propone formas de cerrar esa brecha de información.',
    ),
  },
  {
    id: 'report-boards',
    slug: bi('boards-of-family-firms', 'consejos-de-la-empresa-familiar'),
    date: '2025-06-03T09:00:00Z',
    authors: ['Pablo Serrano', 'Carmen Vidal'],
    organization: CBF,
    publication: cbfSeries('reports', 9),
    areas: governance,
    title: bi('Boards of family firms: composition and independence', 'Los consejos de la empresa familiar: composición e independencia'),
    summary: bi(
      'Who sits on the boards of 300 family firms and what independent directors bring to them.',
      'Quién forma parte de los consejos de 300 empresas familiares y qué aportan los consejeros independientes.',
    ),
    body: p(
      'Forty per cent of the boards studied have at least one independent director. Their presence is associated with more frequent strategy reviews and with clearer separation between family and business matters.',
      'El 40% de los consejos estudiados cuenta con al menos un consejero independiente. Su presencia se asocia a revisiones estratégicas más frecuentes y a una separación más clara entre los asuntos familiares y los empresariales.',
    ),
  },
  {
    id: 'report-latam-impact',
    slug: bi('business-families-latin-america', 'familias-empresarias-latinoamerica'),
    date: '2025-03-12T09:00:00Z',
    authors: ['Ana Lucía Torres', 'Ricardo Paredes'],
    organization: CBF,
    publication: cbfSeries('reports', 8),
    areas: sociology,
    title: bi('Business families in Latin America: a portrait', 'Las familias empresarias en Latinoamérica: un retrato'),
    summary: bi(
      'Size, sectors, governance and philanthropy of the largest business families in six Latin American countries.',
      'Tamaño, sectores, gobierno y filantropía de las mayores familias empresarias de seis países latinoamericanos.',
    ),
    body: p(
      'Business groups controlled by families account for a large share of private employment in the region. The report profiles 120 of them and their foundations.',
      'Los grupos empresariales controlados por familias suponen una parte importante del empleo privado de la región. El informe describe 120 de ellos y sus fundaciones.',
    ),
  },
];

export const academic: PublicationItem[] = [
  {
    id: 'paper-family-councils-dividends',
    slug: bi('family-councils-and-dividend-conflict', 'consejos-de-familia-y-conflicto-por-dividendos'),
    date: '2026-08-22T09:00:00Z',
    authors: ['Pablo Serrano', 'Daniel Ruiz', 'Laura Méndez'],
    publication: bi('IFERA Annual Conference 2026 (best paper award)', 'Congreso anual de IFERA 2026 (premio al mejor artículo)'),
    areas: both(governance, finance),
    citation:
      'Serrano, P., Ruiz, D., & Méndez, L. (2026). Family councils and dividend conflict in multigenerational family firms. IFERA Annual Conference.',
    title: bi(
      'Family councils and dividend conflict in multigenerational family firms',
      'Consejos de familia y conflicto por dividendos en empresas familiares multigeneracionales',
    ),
    summary: bi(
      'Active family councils smooth dividends and reduce disputes between shareholder branches.',
      'Los consejos de familia activos estabilizan los dividendos y reducen las disputas entre ramas accionistas.',
    ),
    body: p(
      'We use a panel of 310 Spanish family firms from 2014 to 2024 to show that an active family council is associated with lower dividend volatility and fewer reported conflicts, especially after the third generation.',
      'Con un panel de 310 empresas familiares españolas entre 2014 y 2024 mostramos que un consejo de familia activo se asocia a una menor volatilidad de los dividendos y a menos conflictos declarados, sobre todo a partir de la tercera generación.',
    ),
  },
  {
    id: 'paper-successor-legitimacy',
    slug: bi('successor-legitimacy-outside-experience', 'legitimidad-del-sucesor-y-experiencia-externa'),
    date: '2026-04-10T09:00:00Z',
    authors: ['Marta Iglesias', 'Javier Ortega'],
    publication: same('Family Business Review'),
    areas: succession,
    citation:
      'Iglesias, M., & Ortega, J. (2026). Earning legitimacy: outside experience and successor acceptance. Family Business Review, 39(2).',
    title: bi(
      'Earning legitimacy: outside experience and successor acceptance',
      'Ganarse la legitimidad: experiencia externa y aceptación del sucesor',
    ),
    summary: bi(
      'Successors with outside experience are accepted faster by non-family managers.',
      'Los sucesores con experiencia externa son aceptados antes por los directivos no familiares.',
    ),
    body: p(
      'Drawing on interviews with 54 successors and 120 non-family managers, we show that outside experience matters less for the skills it brings than for the signal it sends.',
      'A partir de entrevistas con 54 sucesores y 120 directivos no familiares, mostramos que la experiencia externa importa menos por las capacidades que aporta que por la señal que envía.',
    ),
  },
  {
    id: 'paper-socioemotional-wealth-innovation',
    slug: bi('socioemotional-wealth-and-innovation', 'riqueza-socioemocional-e-innovacion'),
    date: '2026-01-15T09:00:00Z',
    authors: ['Tomás Aguirre', 'Elena Navarro'],
    publication: same('Journal of Family Business Strategy'),
    areas: strategy,
    citation:
      'Aguirre, T., & Navarro, E. (2026). Socioemotional wealth and the timing of innovation. Journal of Family Business Strategy, 17(1).',
    title: bi('Socioemotional wealth and the timing of innovation', 'Riqueza socioemocional y el momento de innovar'),
    summary: bi(
      'Family firms innovate less often but in larger steps, usually around a succession.',
      'Las empresas familiares innovan con menos frecuencia pero con pasos más grandes, normalmente en torno a una sucesión.',
    ),
    body: p(
      'Using patent and product-launch data, we find that the arrival of a new generation is the moment when family firms make their largest innovation investments.',
      'Con datos de patentes y lanzamientos de productos, mostramos que la llegada de una nueva generación es el momento en que las empresas familiares hacen sus mayores inversiones en innovación.',
    ),
  },
  {
    id: 'paper-family-office-governance',
    slug: bi('governance-of-single-family-offices', 'gobierno-de-los-family-offices-unifamiliares'),
    date: '2025-10-02T09:00:00Z',
    authors: ['Daniel Ruiz'],
    publication: same('Journal of Wealth Management'),
    areas: finance,
    citation: 'Ruiz, D. (2025). The governance of single-family offices. Journal of Wealth Management, 28(3).',
    title: bi('The governance of single-family offices', 'El gobierno de los family offices unifamiliares'),
    summary: bi(
      'Investment committees with outside members are linked to more diversified portfolios.',
      'Los comités de inversión con miembros externos se asocian a carteras más diversificadas.',
    ),
    body: p(
      'A survey of 118 family offices shows that governance structures borrowed from the operating company often fit poorly, and that outside members on investment committees improve diversification.',
      'Una encuesta a 118 family offices muestra que las estructuras de gobierno copiadas de la empresa operativa encajan a menudo mal, y que los miembros externos en los comités de inversión mejoran la diversificación.',
    ),
  },
  {
    id: 'paper-women-successors',
    slug: bi('daughters-as-successors', 'hijas-como-sucesoras'),
    date: '2025-07-21T09:00:00Z',
    authors: ['Sofía Herrera', 'Laura Méndez'],
    publication: same('Entrepreneurship Theory and Practice'),
    areas: both(succession, sociology),
    citation:
      'Herrera, S., & Méndez, L. (2025). Daughters as successors: paths to the top of the family firm. Entrepreneurship Theory and Practice, 49(4).',
    title: bi(
      'Daughters as successors: paths to the top of the family firm',
      'Hijas sucesoras: caminos hacia la dirección de la empresa familiar',
    ),
    summary: bi(
      'Daughters reach the top later than sons, after longer outside careers, and run firms that perform as well.',
      'Las hijas llegan a la dirección más tarde que los hijos, tras carreras externas más largas, y dirigen empresas con resultados similares.',
    ),
    body: p(
      'We follow 96 successions in which a daughter took over and compare them with matched successions by sons.',
      'Seguimos 96 sucesiones en las que una hija asumió la dirección y las comparamos con sucesiones equivalentes de hijos varones.',
    ),
  },
  {
    id: 'paper-family-philanthropy',
    slug: bi('family-philanthropy-and-reputation', 'filantropia-familiar-y-reputacion'),
    date: '2025-05-05T09:00:00Z',
    authors: ['Ricardo Paredes', 'Ana Lucía Torres'],
    publication: same('Business & Society'),
    areas: sociology,
    citation: 'Paredes, R., & Torres, A. L. (2025). Family philanthropy and local reputation in Latin America. Business & Society, 64(5).',
    title: bi('Family philanthropy and local reputation in Latin America', 'Filantropía familiar y reputación local en Latinoamérica'),
    summary: bi(
      'Why business families in the region give close to home, and what they expect in return.',
      'Por qué las familias empresarias de la región donan cerca de casa, y qué esperan a cambio.',
    ),
    body: p(
      "Interviews with 40 family foundations show that giving is tied to the communities where the family firm operates and to the family's sense of identity.",
      'Entrevistas con 40 fundaciones familiares muestran que las donaciones se vinculan a las comunidades donde opera la empresa y a la identidad de la familia.',
    ),
  },
  {
    id: 'paper-boards-independent-directors',
    slug: bi('independent-directors-family-boards', 'consejeros-independientes-en-consejos-familiares'),
    date: '2025-02-14T09:00:00Z',
    authors: ['Carmen Vidal', 'Pablo Serrano'],
    publication: same('Corporate Governance: An International Review'),
    areas: governance,
    citation:
      'Vidal, C., & Serrano, P. (2025). What independent directors do on family boards. Corporate Governance: An International Review, 33(2).',
    title: bi('What independent directors do on family boards', 'Qué hacen los consejeros independientes en los consejos familiares'),
    summary: bi(
      'Independent directors act as mediators between family branches as much as monitors of management.',
      'Los consejeros independientes actúan tanto de mediadores entre ramas familiares como de supervisores de la dirección.',
    ),
    body: p(
      'Board minutes from 24 family firms show that independent directors spend much of their time on issues that concern the family as owners.',
      'Las actas de 24 consejos de empresas familiares muestran que los consejeros independientes dedican buena parte de su tiempo a cuestiones que afectan a la familia como propietaria.',
    ),
  },
  {
    id: 'paper-demographic-transition',
    slug: bi('demographic-transition-and-ownership', 'transicion-demografica-y-propiedad'),
    date: '2024-11-18T09:00:00Z',
    authors: ['Sofía Herrera', 'Marta Iglesias'],
    publication: same('Journal of Family Business Management'),
    areas: both(sociology, succession),
    citation:
      'Herrera, S., & Iglesias, M. (2024). Longer lives, later successions: the demographic transition and family ownership. Journal of Family Business Management, 14(6).',
    title: bi(
      'Longer lives, later successions: the demographic transition and family ownership',
      'Vidas más largas, sucesiones más tardías: la transición demográfica y la propiedad familiar',
    ),
    summary: bi(
      'Longer life expectancy means three or four generations now share ownership of many family firms.',
      'La mayor esperanza de vida hace que tres o cuatro generaciones compartan hoy la propiedad de muchas empresas familiares.',
    ),
    body: p(
      'We model ownership structures of 500 family firms and show that successions now happen ten years later than in 1990, with consequences for governance and wealth planning.',
      'Modelizamos la estructura de propiedad de 500 empresas familiares y mostramos que las sucesiones se producen diez años más tarde que en 1990, con consecuencias para el gobierno y la planificación patrimonial.',
    ),
  },
];

export const cases: PublicationItem[] = [
  {
    id: 'case-ceramics-third-generation',
    slug: bi('ceramics-company-third-generation', 'ceramica-tercera-generacion'),
    date: '2026-09-01T09:00:00Z',
    authors: ['Javier Ortega'],
    organization: CBF,
    areas: succession,
    title: bi(
      'Passing the kiln: a ceramics company meets its third generation',
      'El relevo del horno: una empresa cerámica ante su tercera generación',
    ),
    summary: bi(
      'Two cousins, one chief executive position and a father who is not ready to leave.',
      'Dos primos, un solo puesto de consejero delegado y un padre que no está listo para marcharse.',
    ),
    body: p(
      'The case follows a Valencian ceramics maker through a contested succession and asks students to design the process the family should have followed.',
      'El caso sigue a un fabricante cerámico valenciano durante una sucesión disputada y pide a los alumnos que diseñen el proceso que la familia debería haber seguido.',
    ),
  },
  {
    id: 'case-coffee-family-office',
    slug: bi('coffee-exporter-family-office', 'exportadora-cafe-family-office'),
    date: '2026-06-15T09:00:00Z',
    authors: ['Daniel Ruiz', 'Ricardo Paredes'],
    organization: CBF,
    areas: finance,
    title: bi(
      'After the sale: a Colombian coffee family sets up its office',
      'Después de la venta: una familia cafetera colombiana crea su oficina',
    ),
    summary: bi(
      'Having sold the exporter their grandfather founded, four siblings must decide what holds them together.',
      'Tras vender la exportadora que fundó su abuelo, cuatro hermanos deben decidir qué los mantiene unidos.',
    ),
    body: p(
      'Students weigh the options of a shared family office, separate mandates or a family foundation.',
      'Los alumnos valoran las opciones de un family office compartido, mandatos separados o una fundación familiar.',
    ),
  },
  {
    id: 'case-food-group-board',
    slug: bi('food-group-independent-board', 'grupo-alimentario-consejo-independiente'),
    date: '2026-03-02T09:00:00Z',
    authors: ['Carmen Vidal'],
    organization: CBF,
    areas: governance,
    title: bi(
      'Opening the board: a Mexican food group brings in outsiders',
      'Abrir el consejo: un grupo alimentario mexicano incorpora externos',
    ),
    summary: bi(
      'The chair wants independent directors; two family branches fear losing influence.',
      'El presidente quiere consejeros independientes; dos ramas familiares temen perder influencia.',
    ),
    body: p(
      'The case describes the eighteen months of negotiation that led to a new board and asks what the family gave up and gained.',
      'El caso describe los dieciocho meses de negociación que llevaron a un nuevo consejo y pregunta qué cedió y qué ganó la familia.',
    ),
  },
  {
    id: 'case-winery-protocol',
    slug: bi('winery-family-protocol', 'bodega-protocolo-familiar'),
    date: '2025-11-05T09:00:00Z',
    authors: ['Carmen Vidal', 'Marta Iglesias'],
    organization: CBF,
    areas: governance,
    title: bi(
      'Writing the rules: a Rioja winery drafts its family protocol',
      'Escribir las reglas: una bodega riojana redacta su protocolo familiar',
    ),
    summary: bi(
      'Twenty-two shareholders, three generations and one question: who may work in the winery?',
      'Veintidós accionistas, tres generaciones y una pregunta: ¿quién puede trabajar en la bodega?',
    ),
    body: p(
      'Students draft the employment clause of the protocol and present it to the family assembly.',
      'Los alumnos redactan la cláusula de empleo del protocolo y la presentan a la asamblea familiar.',
    ),
  },
  {
    id: 'case-textile-turnaround',
    slug: bi('textile-turnaround-next-generation', 'textil-reestructuracion-siguiente-generacion'),
    date: '2025-08-20T09:00:00Z',
    authors: ['Tomás Aguirre'],
    organization: CBF,
    areas: strategy,
    title: bi(
      "Reinventing the mill: a textile firm's turnaround under the next generation",
      'Reinventar la fábrica: la reestructuración de una textil con la siguiente generación',
    ),
    summary: bi(
      'A daughter returns from consulting to save the family textile business, and must win over its managers.',
      'Una hija vuelve de la consultoría para salvar la textil familiar, y debe ganarse a sus directivos.',
    ),
    body: p(
      'The case covers the first two years of a turnaround and the tension between speed and the loyalty of long-serving employees.',
      'El caso abarca los dos primeros años de la reestructuración y la tensión entre la rapidez y la lealtad de los empleados veteranos.',
    ),
  },
  {
    id: 'case-foundation-impact',
    slug: bi('family-foundation-measuring-impact', 'fundacion-familiar-medir-impacto'),
    date: '2025-04-28T09:00:00Z',
    authors: ['Ana Lucía Torres'],
    organization: CBF,
    areas: sociology,
    title: bi(
      'Measuring good: a Chilean family foundation rethinks its giving',
      'Medir el bien: una fundación familiar chilena replantea sus donaciones',
    ),
    summary: bi(
      "The founder's grandchildren ask whether forty years of scholarships have made a difference.",
      'Los nietos del fundador se preguntan si cuarenta años de becas han marcado la diferencia.',
    ),
    body: p(
      "Students design an impact evaluation that the family can afford and that respects the founder's intentions.",
      'Los alumnos diseñan una evaluación de impacto que la familia pueda costear y que respete la voluntad del fundador.',
    ),
  },
];
