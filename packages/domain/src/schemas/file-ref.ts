import { z } from 'zod';

/**
 * A file in the file store (Cloud Storage in production, `.local-files/` under the emulators). Clients never talk to
 * the store: functions upload and serve files, documents only keep this reference. `path` is the store path
 * (`<area>/<id>/<file name>`), never a public URL.
 */
export const fileRefSchema = /* @__PURE__ */ z
  .object({
    path: z
      .string()
      .min(1)
      .max(1024)
      .refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), {
        message: 'a relative store path without ".." segments',
      }),
    /** File name shown to users and used for downloads. */
    name: z.string().min(1).max(255),
    contentType: z.string().min(1).optional(),
    size: z.number().int().nonnegative().optional(),
  })
  .strict();
export type FileRef = z.infer<typeof fileRefSchema>;
