// A phone number as a link: dialled as written without its spaces and punctuation ("+34 915 550
// 120" → tel:+34915550120), shown with non-breaking spaces so that it never wraps mid-number.
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const phoneText = (phone: string): string => phone.replace(/ /g, '\u00a0');
