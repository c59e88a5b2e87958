// The texts of the site's own forms in English and Spanish: SPEC §5's messages (kept exactly,
// "Enter a intake" included) with Spanish written to match, and the labels and hints the
// forms show. Read by the form components and by the receiving endpoint, which answers a
// submission without JavaScript with the same messages.

export type FormLocale = 'en' | 'es';

export type MessageKey =
  | 'name'
  | 'surname'
  | 'email'
  | 'phone'
  | 'message'
  | 'program'
  | 'subject'
  | 'intake'
  | 'web'
  | 'company'
  | 'city'
  | 'country'
  | 'image'
  | 'description'
  | 'descriptionMax'
  | 'legal';

export interface FormTexts {
  errors: Record<MessageKey, string>;
  /** Field labels by field name. */
  labels: Record<string, string>;
  /** Hints shown under a label, by field name. */
  hints: Record<string, string>;
  ui: {
    summaryTitle: string;
    errorPrefix: string;
    required: string;
    optional: string;
    submit: string;
    /** The live counter: {count} characters of {max}. */
    counter: string;
    counterOver: string;
    back: string;
    thanksTitle: string;
    thanksBody: string;
    tooMany: string;
    /** Page title of the endpoint's answer to a submission with problems. */
    problemTitle: string;
  };
}

export const FORM_MESSAGES: Record<FormLocale, FormTexts> = {
  en: {
    errors: {
      name: 'Enter a name',
      surname: 'Enter last name',
      email: 'Enter a valid email',
      phone: 'Enter a valid phone number',
      message: 'Enter a message',
      program: 'Enter a program',
      subject: 'Enter a subject',
      intake: 'Enter a intake',
      web: 'Enter a web',
      company: 'Enter a company',
      city: 'Enter a city',
      country: 'Enter a country',
      image: 'Attach your logo of maximum 2MB',
      description: 'Enter a description',
      descriptionMax: 'Max. 200 characters',
      legal: 'You must accept the Legal Conditions',
    },
    labels: {
      name: 'Name',
      firstName: 'First name',
      surname: 'Surname',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone',
      program: 'Program',
      subject: 'Subject',
      intake: 'Intake',
      web: 'Website',
      company: 'Company',
      city: 'City',
      country: 'Country',
      image: 'Logo',
      description: 'Description',
      message: 'Message',
      legal: 'I accept the Legal Conditions',
      publishConsent: 'I agree that my data may be published with the proposal',
      newsConsent: 'I would like to receive news about the Centre’s activities',
      // Hidden fields the page sets; named in the endpoint's answer should one ever be refused.
      event: 'Event',
      brochure: 'Brochure',
    },
    hints: {
      image: 'PNG, JPEG or WebP, 2 MB at most.',
      description: 'Up to 200 characters.',
      web: 'For example www.example.com',
    },
    ui: {
      summaryTitle: 'There is a problem',
      errorPrefix: 'Error:',
      required: 'required',
      optional: 'optional',
      submit: 'Send',
      counter: '{count} of {max} characters',
      counterOver: '{count} of {max} characters: too many',
      back: 'Go back to the form',
      thanksTitle: 'Thank you',
      thanksBody: 'We have received your form.',
      tooMany: 'Too many submissions from your address. Please try again in a minute.',
      problemTitle: 'The form has problems',
    },
  },
  es: {
    errors: {
      name: 'Introduce un nombre',
      surname: 'Introduce los apellidos',
      email: 'Introduce un email válido',
      phone: 'Introduce un número de teléfono válido',
      message: 'Introduce un mensaje',
      program: 'Introduce un programa',
      subject: 'Introduce un asunto',
      intake: 'Introduce una convocatoria',
      web: 'Introduce una web',
      company: 'Introduce una empresa',
      city: 'Introduce una ciudad',
      country: 'Introduce un país',
      image: 'Adjunta tu logo de 2MB como máximo',
      description: 'Introduce una descripción',
      descriptionMax: 'Máx. 200 caracteres',
      legal: 'Debes aceptar las Condiciones Legales',
    },
    labels: {
      name: 'Nombre',
      firstName: 'Nombre',
      surname: 'Apellidos',
      lastName: 'Apellidos',
      email: 'Email',
      phone: 'Teléfono',
      program: 'Programa',
      subject: 'Asunto',
      intake: 'Convocatoria',
      web: 'Web',
      company: 'Empresa',
      city: 'Ciudad',
      country: 'País',
      image: 'Logo',
      description: 'Descripción',
      message: 'Mensaje',
      legal: 'Acepto las Condiciones Legales',
      publishConsent: 'Acepto que mis datos se publiquen con la propuesta',
      newsConsent: 'Quiero recibir noticias sobre las actividades del Centro',
      event: 'Evento',
      brochure: 'Folleto',
    },
    hints: {
      image: 'PNG, JPEG o WebP, 2 MB como máximo.',
      description: 'Hasta 200 caracteres.',
      web: 'Por ejemplo www.ejemplo.com',
    },
    ui: {
      summaryTitle: 'Hay un problema',
      errorPrefix: 'Error:',
      required: 'obligatorio',
      optional: 'opcional',
      submit: 'Enviar',
      counter: '{count} de {max} caracteres',
      counterOver: '{count} de {max} caracteres: demasiados',
      back: 'Volver al formulario',
      thanksTitle: 'Gracias',
      thanksBody: 'Hemos recibido tu formulario.',
      tooMany: 'Demasiados envíos desde tu dirección. Vuelve a intentarlo dentro de un minuto.',
      problemTitle: 'El formulario tiene errores',
    },
  },
};

export const formLocale = (value: string | undefined): FormLocale => (value === 'es' ? 'es' : 'en');
