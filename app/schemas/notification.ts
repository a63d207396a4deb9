import { z } from "zod";

/** The shape of /notifications.json: a list of short notices. */
export const notificationsSchema = z
  .array(
    z.object({
      title: z.string().trim().min(1).max(200),
      date: z.string().trim().min(1).max(40),
    }),
  )
  .max(50);

export type Notification = z.infer<typeof notificationsSchema>[number];
