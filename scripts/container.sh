#!/usr/bin/env bash
# The container image, built and tried here as CI does (README "Container and Compose"):
#   bash scripts/container.sh base    a Debian bookworm root from Debian's mirror (debootstrap) with this machine's
#                                     Node, imported as localhost/umbra-base (made once; no image registry is reachable)
#   bash scripts/container.sh build   podman build of Containerfile on that base (the CA bundle as a build secret)
#   bash scripts/container.sh test [DATABASE_URL]
#                                     serves /, /de/services and /api/ready from the image on PGlite in a volume,
#                                     restarts it and finds the data; with a PostgreSQL URL (reached over the host's
#                                     network), two containers on it share a session
#   bash scripts/container.sh         all three
# Podman runs here only with runc, cgroupfs and explicit ulimits at or below the shell's own (crun and podman's
# default limits are refused on these machines).
set -euo pipefail
cd "$(dirname "$0")/.."

BASE_IMAGE=${BASE_IMAGE:-localhost/umbra-base:bookworm-node20}
IMAGE=${IMAGE:-localhost/umbra:ci}
CA_BUNDLE=${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}
limit() { local n; n=$(ulimit "$1"); [ "$n" = unlimited ] && n=4096; [ "$n" -gt 4096 ] && n=4096; echo "$n"; }
ULIMITS=(--ulimit "nofile=$(limit -n):$(limit -n)" --ulimit "nproc=$(limit -u):$(limit -u)")
pm() { podman --runtime /usr/sbin/runc --cgroup-manager cgroupfs "$@"; }

need() {
  local missing=()
  command -v podman >/dev/null || missing+=(podman)
  [ -x /usr/sbin/runc ] || missing+=(runc)
  command -v debootstrap >/dev/null || missing+=(debootstrap)
  if [ ${#missing[@]} -gt 0 ]; then
    apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null
  fi
}

base() {
  need
  if pm image exists "$BASE_IMAGE"; then echo "base image $BASE_IMAGE is there"; return; fi
  local root
  root=$(mktemp -d /tmp/umbra-rootfs.XXXXXX)
  echo "== debootstrap --variant=minbase bookworm (Debian's mirror, as apt reaches it)"
  local mirror
  mirror=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)
  debootstrap --variant=minbase bookworm "$root" "${mirror:-http://deb.debian.org/debian}" >/tmp/umbra-debootstrap.log 2>&1 ||
    { tail -n 20 /tmp/umbra-debootstrap.log; exit 1; }
  # The machine's Node (the version package.json's engines names) and its npm.
  install -m 0755 "$(readlink -f "$(command -v node)")" "$root/usr/local/bin/node"
  mkdir -p "$root/usr/local/lib/node_modules"
  cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$root/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | pm import --change 'CMD ["node"]' - "$BASE_IMAGE" >/dev/null
  rm -rf "$root"
  echo "base image $BASE_IMAGE made"
}

build() {
  need
  local started=$SECONDS
  # --format docker keeps HEALTHCHECK (the OCI format has none); the CA bundle reaches npm as a secret, never a layer.
  pm build --format docker --network host "${ULIMITS[@]}" \
    --build-arg "BASE_IMAGE=$BASE_IMAGE" --build-arg "VERSION=$(node -p 'require("./package.json").version')" \
    --secret "id=ca,src=$CA_BUNDLE" -f Containerfile -t "$IMAGE" . >/tmp/umbra-container-build.log 2>&1 ||
    { tail -n 40 /tmp/umbra-container-build.log; exit 1; }
  local bytes
  bytes=$(pm image inspect --format '{{.Size}}' "$IMAGE")
  echo "image $IMAGE: $((bytes / 1000000)) MB, built in $((SECONDS - started)) s"
  pm image inspect --format '{{json .Config.Healthcheck}} user={{.Config.User}}' "$IMAGE"
}

containers=()
folders=()
cleanup() {
  for c in "${containers[@]}"; do pm rm -f "$c" >/dev/null 2>&1 || true; done
  for f in "${folders[@]}"; do rm -rf "$f"; done
}
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# start <name> <port> <data folder> [extra podman args...]: a container on the host's network, root read-only.
start() {
  local name=$1 port=$2 data=$3
  shift 3
  containers+=("$name")
  pm run -d --name "$name" --network host --read-only --tmpfs /tmp "${ULIMITS[@]}" -v "$data:/data" \
    -e PORT="$port" -e HOST=127.0.0.1 -e PUBLIC_URL="http://127.0.0.1:$port" -e LOG_LEVEL=warn \
    -e AUTH_SECRET=container-check-secret-of-at-least-32-chars -e POW_MAX_NUMBER=5000 "$@" "$IMAGE" \
    >/dev/null 2> >(grep -v "systemd connection" >&2)
  wait_ready "$name" "$port"
}
wait_ready() {
  for _ in $(seq 1 240); do
    curl -sf "http://127.0.0.1:$2/api/ready" >/dev/null && return
    [ "$(pm inspect -f '{{.State.Running}}' "$1")" = true ] || { pm logs "$1" | tail -n 30; echo "FAIL: $1 exited" >&2; exit 1; }
    sleep 0.5
  done
  pm logs "$1" | tail -n 30
  echo "FAIL: $1 not ready" >&2
  exit 1
}
expect_page() { # expect_page <port> <path> <text>  (not `curl | grep -q`: under pipefail, grep leaving early fails curl)
  local body
  body=$(curl -sf --compressed "http://127.0.0.1:$1$2") || { echo "FAIL: GET $2" >&2; exit 1; }
  grep -q "$3" <<<"$body" || { echo "FAIL: GET $2 lacks $3" >&2; exit 1; }
}
stop_cleanly() { # SIGTERM, then within 10 s: stopped, exit code 0
  local started=$SECONDS
  pm stop -t 10 "$1" >/dev/null 2> >(grep -v "systemd connection" >&2)
  local took=$((SECONDS - started)) code
  code=$(pm inspect -f '{{.State.ExitCode}}' "$1")
  [ "$code" = 0 ] && [ "$took" -lt 10 ] || { pm logs "$1" | tail -n 20; echo "FAIL: $1 stopped with $code after $took s" >&2; exit 1; }
  echo "$1 stopped on SIGTERM in $took s, exit code 0"
}
smoke() { node --import tsx scripts/container-smoke.ts "$@"; }
data_folder() { # a DATA_DIR the image's user (10001) owns, that this script can read the outbox of
  local d
  d=$(mktemp -d /tmp/umbra-container-data.XXXXXX)
  chown 10001:10001 "$d"
  chmod 0700 "$d"
  folders+=("$d")
  echo "$d"
}

run_tests() {
  need
  trap cleanup EXIT
  local port data cookie
  port=$(free_port)
  data=$(data_folder)
  start umbra-ci-pglite "$port" "$data"
  [ "$(pm exec umbra-ci-pglite id -u)" = 10001 ] || { echo "FAIL: the server does not run as user 10001" >&2; exit 1; }
  pm healthcheck run umbra-ci-pglite || { echo "FAIL: HEALTHCHECK reports unhealthy" >&2; exit 1; }
  expect_page "$port" / '<html lang="en"'
  expect_page "$port" /de/services '<html lang="de"'
  expect_page "$port" /api/ready '"status":"ready"'
  cookie=$(smoke sign-up "http://127.0.0.1:$port" "$data/outbox")
  stop_cleanly umbra-ci-pglite
  pm start umbra-ci-pglite >/dev/null 2> >(grep -v "systemd connection" >&2)
  wait_ready umbra-ci-pglite "$port"
  echo "after a restart on the same volume, signed in as $(smoke me "http://127.0.0.1:$port" "$cookie")"
  stop_cleanly umbra-ci-pglite

  if [ -n "${1:-}" ]; then
    local a b
    a=$(free_port)
    b=$(free_port)
    local data_a data_b
    data_a=$(data_folder)
    data_b=$(data_folder)
    start umbra-ci-pg-a "$a" "$data_a" -e DATABASE_URL="$1"
    start umbra-ci-pg-b "$b" "$data_b" -e DATABASE_URL="$1"
    cookie=$(smoke sign-up "http://127.0.0.1:$a" "$data_a/outbox")
    echo "signed up on one container, signed in on the other as $(smoke me "http://127.0.0.1:$b" "$cookie")"
    stop_cleanly umbra-ci-pg-a
    stop_cleanly umbra-ci-pg-b
  fi
  echo "container check passed"
}

case "${1:-all}" in
  base) base ;;
  build) build ;;
  test) run_tests "${2:-}" ;;
  all) base && build && run_tests "${2:-}" ;;
  *) echo "usage: $0 [base|build|test [DATABASE_URL]|all [DATABASE_URL]]" >&2; exit 2 ;;
esac
