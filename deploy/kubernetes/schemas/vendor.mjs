// Writes the openAPIV3Schema of each CustomResourceDefinition given into <group>_<kind>_<version>.json
// here, without its descriptions (which are most of its size), for the manifests' test
// (scripts/kubernetes-manifests.test.ts). README.md says where the CRDs came from.
//   node deploy/kubernetes/schemas/vendor.mjs path/to/crd.yaml…
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { parse } from "yaml";

const strip = (value) => {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      // "properties" maps field names, one of which may be called description: keep those.
      .filter(([key, inner]) => key !== "description" || typeof inner !== "string")
      .map(([key, inner]) => [key, strip(inner)]),
  );
};

for (const file of process.argv.slice(2)) {
  const crd = parse(readFileSync(file, "utf8"));
  for (const version of crd.spec.versions.filter((v) => v.served)) {
    const name = `${crd.spec.group}_${crd.spec.names.kind}_${version.name}.json`;
    const target = path.join(import.meta.dirname, name);
    // As the repository's formatter writes it, so that `prettier --check` passes.
    const options = { ...(await resolveConfig(target)), filepath: target };
    writeFileSync(target, await format(JSON.stringify(strip(version.schema.openAPIV3Schema)), options));
    console.log(`wrote ${name}`);
  }
}
