#!/usr/bin/env bash
# workflows.gpu_check_cli: scripts/gpu-check's argument handling and, with
# --dry-run, the commands it would run: the cuda preset build (which turns
# RSGPU_GPU_TESTS on), then with a GPU (a stub nvidia-smi here) every
# gpu-labelled test (the workflow runs among them) and the sanitizers.
# Usage: gpu_check_cli.sh SOURCE_DIR WORK
set -uo pipefail
src=$1 work=$2
script=$src/scripts/gpu-check
rm -rf "$work" && mkdir -p "$work/gpu" "$work/nogpu"
fail=0
check() { # check NAME WANT_RC PATTERN... -- ARGS...
  local name=$1 want=$2
  shift 2
  local pats=()
  while [[ $1 != -- ]]; do pats+=("$1"); shift; done
  shift
  local out rc
  out=$("$@" 2>&1)
  rc=$?
  if [[ $rc != "$want" ]]; then
    echo "FAIL: $name: exit $rc, expected $want"$'\n'"$out"; fail=1; return
  fi
  for p in "${pats[@]}"; do
    [[ $out == *"$p"* ]] || { echo "FAIL: $name: missing '$p' in"$'\n'"$out"; fail=1; return; }
  done
  echo "ok: $name"
}
check help 0 "Usage: scripts/gpu-check" -- "$script" --help
check unknown 2 "unknown argument '--bogus'" -- "$script" --bogus
check bad-arch 2 "--arch must be a number" -- "$script" --arch sm_90 --dry-run
check missing-arch 1 "" -- "$script" --arch
# No GPU: nvidia-smi missing from PATH (a PATH with only the basics).
printf '#!/bin/sh\nexit 1\n' >"$work/nogpu/nvidia-smi"
printf '#!/bin/sh\necho "GPU 0: stub"\n' >"$work/gpu/nvidia-smi"
chmod +x "$work/nogpu/nvidia-smi" "$work/gpu/nvidia-smi"
check dry-run-no-gpu 0 "GPU present: 0" "+ scripts/setup" \
  "+ cmake --preset cuda -DCMAKE_CUDA_ARCHITECTURES=90" "+ cmake --build --preset cuda" \
  "no GPU: built only" -- env PATH="$work/nogpu:$PATH" "$script" --dry-run
check dry-run-gpu 0 "GPU present: 1" "arch sm_80" "-DCMAKE_CUDA_ARCHITECTURES=80" \
  "+ ctest --preset cuda -L gpu --output-on-failure" -- \
  env PATH="$work/gpu:$PATH" "$script" --dry-run --arch 80
check no-build 0 "GPU present: 1" "+ ctest --preset cuda -L gpu" -- \
  env PATH="$work/gpu:$PATH" "$script" --dry-run --no-build
out=$(env PATH="$work/gpu:$PATH" "$script" --dry-run --no-build 2>&1)
[[ $out == *"+ cmake --preset"* ]] && { echo "FAIL: --no-build still builds"; fail=1; }
exit $fail
