import { describe, expect, it } from "vitest";
import { withSectionsOf } from "./growth";

describe("the report's sections", () => {
  it("keep what the growth and paint runs wrote when the main run rewrites the rest", () => {
    const previous = "# Benchmark report\n\n## Page weight\nold\n\n## Growth\ngrown\n\n## First paint\npainted\n";
    const fresh = "# Benchmark report\n\n## Page weight\nnew\n";
    expect(withSectionsOf(previous, fresh, ["## Growth", "## First paint"])).toBe(
      "# Benchmark report\n\n## Page weight\nnew\n\n## Growth\ngrown\n\n## First paint\npainted\n",
    );
  });

  it("leave out a section the old report never had", () => {
    expect(withSectionsOf("# Benchmark report\n", "# Benchmark report\n\n## Page weight\nnew\n", ["## Growth"])).toBe(
      "# Benchmark report\n\n## Page weight\nnew\n",
    );
  });
});
