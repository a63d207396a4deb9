import { z } from "zod";
import { singleLine } from "~/utils/single-line";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, QUERY_MAX, SORT_KEYS, type LgaView, type PageSize } from "~/features/register/view";

const text = (max: number) =>
  z
    .string()
    .catch("")
    .transform((value) => singleLine(value, max));

const viewSchema = z.object({
  q: text(QUERY_MAX).default(""),
  state: text(60).default(""),
  sort: z.enum(SORT_KEYS).nullable().catch(null).default(null),
  dir: z.enum(["asc", "desc"]).catch("asc").default("asc"),
  size: z
    .string()
    .optional()
    .transform((value): PageSize =>
      value === "all" ? "all" : (PAGE_SIZES as readonly number[]).includes(Number(value)) ? (Number(value) as PageSize) : DEFAULT_PAGE_SIZE,
    ),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export function parseLgaView(params: URLSearchParams): LgaView {
  const raw = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.get(key) ?? undefined]));
  const view: LgaView = viewSchema.parse(raw);
  if (!view.sort) view.dir = "asc";
  return view;
}
