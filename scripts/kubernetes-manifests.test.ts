import type { IDeployment } from "kubernetes-models/apps/v1/Deployment";
import type { IHorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import type { INetworkPolicy } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";
import { describe, expect, it } from "vitest";
import { KUSTOMIZATIONS, kubectlVersion, type Manifest, render, ruleFindings, validate } from "./kubernetes-manifests";

/** deploy/kubernetes (decision 0080), rendered by kustomize and held to the schemas and the house rules, with no cluster. */
describe("the Kubernetes manifests", () => {
  const rendered = new Map(KUSTOMIZATIONS.map((name) => [name, render(name)]));
  const base = rendered.get("base")!;
  const copy = (): Manifest[] => structuredClone(base);
  /** One object, as its kind's type (a custom resource's as a plain record), for a change that breaks it. */
  const find = <T = { spec: Record<string, Record<string, Record<string, unknown>>> }>(objects: Manifest[], kind: string, name: string) =>
    objects.find((o) => o.kind === kind && o.metadata.name === name) as unknown as T;

  it.each(KUSTOMIZATIONS)("%s: every object is valid against its schema", (name) => {
    const results = validate(rendered.get(name)!);
    // The coordinator quotes this: what was validated, against what.
    console.log(
      `${kubectlVersion()}\ndeploy/kubernetes/${name}: ${results.length} objects\n` +
        results
          .map((r) => `  ${r.errors.length ? "INVALID" : "valid"} (${r.schema}) ${r.object}${r.errors.map((e) => `\n    ${e}`).join("")}`)
          .join("\n"),
    );
    expect(results.filter((r) => r.errors.length)).toEqual([]);
    expect(results.map((r) => r.object.split(" ")[1])).toEqual(
      expect.arrayContaining([
        "Deployment",
        "Job",
        "CronJob",
        "Service",
        "Ingress",
        "HorizontalPodAutoscaler",
        "PodDisruptionBudget",
        "NetworkPolicy",
        "Cluster",
        "ObjectStore",
      ]),
    );
  });

  it.each(KUSTOMIZATIONS)("%s: every rule holds", (name) => {
    expect(ruleFindings(rendered.get(name)!)).toEqual([]);
  });

  it("finds an object that breaks its schema, built-in or CloudNativePG's", () => {
    const objects = copy();
    (find<IDeployment>(objects, "Deployment", "nassco-site").spec as unknown as Record<string, unknown>).replicas = "two";
    (find(objects, "Cluster", "nassco-db").spec as Record<string, unknown>).instancess = 2;
    find(objects, "ObjectStore", "nassco-db-backups").spec.configuration!.wal = { compression: "zip" };
    const invalid = validate(objects).filter((r) => r.errors.length);
    expect(invalid.map((r) => r.object)).toEqual([
      "apps/v1 Deployment nassco/nassco-site",
      "barmancloud.cnpg.io/v1 ObjectStore nassco/nassco-db-backups",
      "postgresql.cnpg.io/v1 Cluster nassco/nassco-db",
    ]);
  });

  it("finds each broken rule", () => {
    const objects = copy();
    find<IDeployment>(objects, "Deployment", "nassco-site").spec!.replicas = 3;
    const site = find<IDeployment>(objects, "Deployment", "nassco-site").spec!.template.spec!.containers[0]!;
    delete site.readinessProbe;
    site.livenessProbe!.httpGet!.path = "/healthz";
    delete site.resources!.limits;
    site.securityContext!.readOnlyRootFilesystem = false;
    const office = find<IDeployment>(objects, "Deployment", "nassco-office").spec!.template.spec!.containers[0]!;
    office.securityContext!.runAsNonRoot = false;
    office.securityContext!.allowPrivilegeEscalation = true;
    // The back office given the site's session secret in place of its own.
    const officeSecrets = find<IDeployment>(objects, "Deployment", "nassco-office").spec!.template.spec!.volumes!.find((v) => v.secret)!;
    officeSecrets.secret!.items = officeSecrets.secret!.items!.map((item) =>
      item.key === "staff_session_secret" ? { key: "session_secret", path: "session_secret" } : item,
    );
    const sitePolicy = find<INetworkPolicy>(objects, "NetworkPolicy", "nassco-site");
    sitePolicy.spec?.egress?.push({ to: [{ ipBlock: { cidr: "0.0.0.0/0" } }], ports: [{ port: 587, protocol: "TCP" }] });
    find<IHorizontalPodAutoscaler>(objects, "HorizontalPodAutoscaler", "nassco-site").spec.behavior!.scaleUp!.policies![0]!.value = 10;
    const withoutJob = objects.filter((o) => o.kind !== "Job");
    expect(ruleFindings(withoutJob)).toEqual([
      "Deployment nassco-office/office: runAsNonRoot is not true",
      "Deployment nassco-office/office: allowPrivilegeEscalation is not false",
      "Deployment nassco-site/site: no limits.cpu",
      "Deployment nassco-site/site: no limits.memory",
      "Deployment nassco-site/site: readOnlyRootFilesystem is not true",
      "Deployment nassco-site/site: livenessProbe is not an HTTP GET of /livez",
      "Deployment nassco-site/site: readinessProbe is not an HTTP GET of /readyz",
      "the back office's pods are not given staff_session_secret",
      "the back office's pods are given session_secret, the other side's",
      "no migration Job",
      'the site\'s scale-up is not "4 pods or double, whichever is more, every 60 s": ["Percent:100/60","Pods:10/60"] Max',
      "the site's Deployment sets replicas, which the HPA owns",
      `NetworkPolicy nassco-site: the site may reach more than PostgreSQL and DNS: ${JSON.stringify(sitePolicy.spec!.egress!.at(-1))}`,
    ]);
  });
});
