// Schema of content/safety/resources.json: crisis lines and emergency numbers per country.
import { supportedLanguages } from '@groeipad/domain';
import { z } from 'zod';
import { crisisCategories } from './types';

export const crisisLineKinds = [
  'suicide_prevention',
  'emotional_support',
  'abuse',
  'youth',
  'medical',
  'directory',
] as const;
export type CrisisLineKind = (typeof crisisLineKinds)[number];

export const emergencyKinds = ['general', 'police', 'medical', 'medical_fire'] as const;
export type EmergencyKind = (typeof emergencyKinds)[number];

const lineSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    kind: z.enum(crisisLineKinds),
    /** Which crisis categories this line is the right first contact for. */
    topics: z.array(z.enum(crisisCategories)).min(1),
    phone: z.string().min(1).optional(),
    altPhones: z.array(z.string().min(1)).optional(),
    sms: z.object({ number: z.string().min(1), keyword: z.string().min(1).optional() }).optional(),
    url: z.url().optional(),
    /** "24/7" or a local time range such as "10:00-22:00"; absent when not reliably known. */
    hours: z.string().min(1).optional(),
    free: z.boolean().optional(),
    chat: z.boolean().optional(),
    /** Languages the line answers in, where a country has several (Belgium, Switzerland). */
    languages: z.array(z.enum(supportedLanguages)).optional(),
    /** Why we believe the number is real and current; required so nothing unverified slips in. */
    verifiedNote: z.string().min(10),
  })
  .strict()
  .refine((line) => line.phone ?? line.sms ?? line.url, 'a line needs a phone, sms or url');

export const resourcesFileSchema = z
  .object({
    notes: z.array(z.string()).optional(),
    checked: z.string(),
    defaultCountry: z.record(z.enum(supportedLanguages), z.string().regex(/^[A-Z]{2}$/)),
    directory: lineSchema,
    countries: z.record(
      z.string().regex(/^[A-Z]{2}$/),
      z
        .object({
          languages: z.array(z.enum(supportedLanguages)).min(1),
          emergency: z
            .array(z.object({ number: z.string().min(1), kind: z.enum(emergencyKinds) }).strict())
            .min(1),
          lines: z.array(lineSchema).min(1),
        })
        .strict(),
    ),
  })
  .strict();
export type ResourcesFile = z.infer<typeof resourcesFileSchema>;
export type CrisisLineData = z.infer<typeof lineSchema>;
