// An IANA time zone named by an editor ("Europe/Madrid"): the place whose calendar a module's dates
// and hours follow, so every visitor reads the organisers' days and times.
import { z } from 'zod';

export const TimeZoneSchema = z
  .string()
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Must be an IANA time zone such as Europe/Madrid' },
  )
  .default('Europe/Madrid');
