import { z } from "zod";

/** The shape of /notifications.json: a list of short notices. */
export const notificationsSchema = z
  .array(
    z.object({
      title: z.string().trim().min(1).max(200),
      date: z.string().trim().min(1).max(40),
      /** As for every content item: spec, confirmed (by the office) or illustrative (ours). */
      provenance: z.enum(["spec", "confirmed", "illustrative"]),
    }),
  )
  .max(50);

export type Notification = z.infer<typeof notificationsSchema>[number];
