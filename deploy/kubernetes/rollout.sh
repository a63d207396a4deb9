#!/usr/bin/env bash
# A release on Kubernetes, in the order compose's deploy/rollout.sh keeps: the database ready,
# the migration complete, then the servers replaced a pod at a time. The overlay's image tags
# name the release (overlays/production: images).
#   deploy/kubernetes/rollout.sh overlays/production
# Needs kubectl 1.27 or later, the CloudNativePG operator with its Barman Cloud plugin, and the
# Secrets (deploy/kubernetes/secrets.sh). A migration that fails stops here: the Deployments
# are not touched, every pod still serves the release before, and this exits non-zero. Even a
# Deployment applied by hand without it would not move: /readyz keeps a new pod out until the
# database has its migrations (maxUnavailable 0 keeps the old ones serving).
set -euo pipefail
cd "$(dirname "$0")"
overlay=${1:?usage: deploy/kubernetes/rollout.sh overlays/<name>}
namespace=${NAMESPACE:-nassco}
rendered=$(mktemp)
trap 'rm -f "$rendered"' EXIT
kubectl kustomize "$overlay" >"$rendered"

echo "--- the namespace, settings, Services, policies and the database"
# Everything but the three kinds of workload: they come after the migration.
kubectl apply -f "$rendered" -l 'app.kubernetes.io/component notin (site,office,migrate,backup)'
kubectl apply -f "$rendered" -l 'app.kubernetes.io/component=backup' # its volume and schedule
kubectl wait --namespace "$namespace" --for=condition=Ready cluster/nassco-db --timeout=15m

echo "--- migrating"
# A Job's pod template cannot change: the last release's goes, this release's comes.
kubectl delete job nassco-migrate --namespace "$namespace" --ignore-not-found --wait=true
kubectl apply -f "$rendered" -l 'app.kubernetes.io/component=migrate'
# Complete or failed, whichever comes first (kubectl wait takes one condition at a time).
for _ in $(seq 1 450); do
  state=$(kubectl get job nassco-migrate --namespace "$namespace" \
    -o jsonpath='{range .status.conditions[?(@.status=="True")]}{.type} {end}')
  case " $state " in
    *" Complete "*) break ;;
    *" Failed "*)
      kubectl logs --namespace "$namespace" job/nassco-migrate --tail=50 >&2 || true
      echo "The migration failed: no pod was replaced; every one still serves the release before." >&2
      exit 1
      ;;
  esac
  sleep 2
done
[[ " $state " == *" Complete "* ]] || { echo "The migration did not finish in 15 minutes." >&2; exit 1; }

echo "--- replacing the servers"
kubectl apply -f "$rendered" -l 'app.kubernetes.io/component in (site,office)'
kubectl rollout status --namespace "$namespace" deployment/nassco-site --timeout=15m
kubectl rollout status --namespace "$namespace" deployment/nassco-office --timeout=15m
echo "--- every pod runs the new release"
