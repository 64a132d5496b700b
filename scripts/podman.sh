# Sourced by the container scripts: `engine ARGS...` runs podman the way this machine needs it (checked here, as
# root): the runc runtime, cgroupfs as cgroup manager, and a containers.conf without default ulimits. Elsewhere set
# CONTAINER_ENGINE=docker (or a podman that works as installed) and PODMAN_FLAGS="" to use the engine as it is.
ENGINE="${CONTAINER_ENGINE:-podman}"
if [ "$ENGINE" = podman ] && [ -z "${PODMAN_FLAGS+set}" ]; then
  PODMAN_FLAGS="--runtime $(command -v runc || echo /usr/sbin/runc) --cgroup-manager=cgroupfs"
  if [ -z "${CONTAINERS_CONF:-}" ]; then
    CONTAINERS_CONF="${TMPDIR:-/tmp}/stats-assistant-containers.conf"
    printf '[containers]\ndefault_ulimits = []\n' >"$CONTAINERS_CONF"
    export CONTAINERS_CONF
  fi
fi
engine() {
  # shellcheck disable=SC2086 # the flags are words on purpose
  "$ENGINE" ${PODMAN_FLAGS:-} "$@"
}
