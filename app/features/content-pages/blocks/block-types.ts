import type { Block } from "~/content/types";

/** One kind of block, by its type. */
export type BlockOf<T extends Block["type"]> = Extract<Block, { type: T }>;
