#!/usr/bin/env bash
# The Kubernetes Secrets, from the files deploy/secrets.sh writes for compose (it is run first,
# and makes only what is missing): one set of passwords, in the office's vault, for either way
# of running the site. Nothing is committed and no value passes through a command line.
#   deploy/kubernetes/secrets.sh                  # into the namespace nassco
#   NAMESPACE=other deploy/kubernetes/secrets.sh
#   BACKUP_S3_ACCESS_KEY_ID=… deploy/kubernetes/secrets.sh   # the database's object store's key id
# It applies:
#   nassco-secrets      the files compose mounts under /run/secrets, by the same names; each pod
#                       mounts the few it needs (base/*.yaml), as compose's services name them;
#   nassco-db-<login>   CloudNativePG's role passwords (kubernetes.io/basic-auth), for
#                       nassco_owner, nassco_app, nassco_office, nassco_mail, nassco_text and nassco_backup;
#   nassco-object-store the Barman Cloud plugin's keys (BACKUP_S3_ACCESS_KEY_ID and the secret
#                       key in deploy/secrets/backup_s3_secret_access_key);
#   nassco-tls          deploy/tls/'s certificate, when it is there.
# The servers read their files when they start: after changing one, `kubectl rollout restart`.
set -euo pipefail
cd "$(dirname "$0")/../.."
namespace=${NAMESPACE:-nassco}
deploy/secrets.sh
dir=deploy/secrets

apply() { kubectl apply --namespace "$namespace" -f -; }
from_files=()
for name in owner_database_url app_database_url office_database_url mail_database_url text_database_url \
  session_secret staff_session_secret smtp_url nassco_backup_password backup_s3_secret_access_key; do
  from_files+=("--from-file=$name=$dir/$name")
done
kubectl create secret generic nassco-secrets --namespace "$namespace" "${from_files[@]}" \
  --dry-run=client -o yaml | apply

# CloudNativePG sets each login's password from its Secret, which holds the password alone,
# without the newline the file ends with. The reload label makes it apply a change at once.
for login in owner app office mail text backup; do
  password=$(<"$dir/nassco_${login}_password")
  kubectl create secret generic "nassco-db-$login" --namespace "$namespace" \
    --type=kubernetes.io/basic-auth --from-literal=username="nassco_$login" \
    --from-file=password=<(printf '%s' "$password") --dry-run=client -o yaml |
    kubectl label --local -f - cnpg.io/reload=true -o yaml | apply
done

kubectl create secret generic nassco-object-store --namespace "$namespace" \
  --from-literal=ACCESS_KEY_ID="${BACKUP_S3_ACCESS_KEY_ID:-}" \
  --from-file=ACCESS_SECRET_KEY=<(printf '%s' "$(<"$dir/backup_s3_secret_access_key")") \
  --dry-run=client -o yaml | apply
# The certificate naming both hosts, as compose's deploy/tls/, unless cert-manager or the
# controller provides nassco-tls.
if [ -s deploy/tls/fullchain.pem ] && [ -s deploy/tls/privkey.pem ]; then
  kubectl create secret tls nassco-tls --namespace "$namespace" \
    --cert=deploy/tls/fullchain.pem --key=deploy/tls/privkey.pem --dry-run=client -o yaml | apply
fi
echo "Secrets applied to the namespace $namespace."
