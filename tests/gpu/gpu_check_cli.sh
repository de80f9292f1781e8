#!/usr/bin/env bash
# gpu.check_cli (label unit, no GPU, a few seconds): scripts/gpu-check's
# arguments, the commands it would run (--print), and its verdicts on a GPU
# machine, with a stub nvidia-smi that lists a GPU and a tiny ctest project
# (--no-build --build-dir) whose gpu tests pass, fail, skip (exit 77) or are
# absent: only "all ran and passed" is a success.
# Usage: gpu_check_cli.sh SOURCE_DIR WORK
set -uo pipefail
src=$1 work=$2
script=$src/scripts/gpu-check
rm -rf "$work" && mkdir -p "$work/gpu" "$work/nogpu"
fail=0
check() { # check NAME WANT_RC PATTERN... -- ARGS...   (a pattern !X: X must be absent)
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
    if [[ $p == '!'* ]]; then
      [[ $out != *"${p#!}"* ]] || { echo "FAIL: $name: '${p#!}' must not appear in"$'\n'"$out"; fail=1; return; }
    else
      [[ $out == *"$p"* ]] || { echo "FAIL: $name: missing '$p' in"$'\n'"$out"; fail=1; return; }
    fi
  done
  echo "ok: $name"
}
check help 0 "Usage: scripts/gpu-check" -- "$script" --help
check unknown 2 "unknown argument '--bogus'" -- "$script" --bogus
check bad-arch 2 "--arch must be a number" -- "$script" --arch sm_90 --print
check missing-arch 1 "" -- "$script" --arch
printf '#!/bin/sh\nexit 1\n' >"$work/nogpu/nvidia-smi"
printf '#!/bin/sh\necho "GPU 0: NVIDIA H200 (UUID: GPU-stub)"\n' >"$work/gpu/nvidia-smi"
chmod +x "$work/nogpu/nvidia-smi" "$work/gpu/nvidia-smi"
check print-no-gpu 0 "GPU present: 0" "+ scripts/setup" "+ cmake --preset cuda -B" \
  "-DCMAKE_CUDA_ARCHITECTURES=90" "--target rsgpu_gpu_check" "nothing built or run" -- \
  env PATH="$work/nogpu:$PATH" "$script" --print --build-dir "$work/b"
check print-gpu 0 "GPU present: 1 (GPU 0: NVIDIA H200" "arch sm_80" "-DCMAKE_CUDA_ARCHITECTURES=80" -- \
  env PATH="$work/gpu:$PATH" "$script" --print --arch 80 --build-dir "$work/b"
check print-no-build 0 "GPU present: 1" "!+ cmake --preset" -- \
  env PATH="$work/gpu:$PATH" "$script" --print --no-build --build-dir "$work/b"

# A ctest project standing in for build/cuda: gpu tests from a list.
fake() { # fake DIR "name:exit_code" ...
  local d=$1
  shift
  mkdir -p "$d/src"
  {
    echo 'cmake_minimum_required(VERSION 3.25)'
    echo 'project(fake NONE)'
    echo 'enable_testing()'
    echo 'add_test(NAME host_only COMMAND sh -c "exit 0")'
    echo 'set_tests_properties(host_only PROPERTIES LABELS unit)'
    for t in "$@"; do
      echo "add_test(NAME ${t%%:*} COMMAND sh -c \"exit ${t##*:}\")"
      echo "set_tests_properties(${t%%:*} PROPERTIES LABELS gpu SKIP_RETURN_CODE 77)"
    done
  } >"$d/src/CMakeLists.txt"
  cmake -S "$d/src" -B "$d/b" >/dev/null || { echo "FAIL: cannot configure $d"; fail=1; }
}
# A gpu test whose program a fixture's setup test makes (as
# workflows.rdc.device_link links rdc_app): gpu-check runs the setup first,
# in --dry-run too, and a failing setup fails it.
fixture() { # fixture DIR SETUP_MAKES_THE_APP(1|0)
  local d=$1
  mkdir -p "$d/src"
  cat >"$d/src/CMakeLists.txt" <<EOT
cmake_minimum_required(VERSION 3.25)
project(fixture NONE)
enable_testing()
add_test(NAME make_app COMMAND sh -c "[ $2 = 1 ] && printf '#!/bin/sh\\nexit 0\\n' >app && chmod +x app")
set_tests_properties(make_app PROPERTIES LABELS cuda FIXTURES_SETUP apps)
add_test(NAME run_app COMMAND \${CMAKE_BINARY_DIR}/app)
set_tests_properties(run_app PROPERTIES LABELS gpu FIXTURES_REQUIRED apps)
EOT
  cmake -S "$d/src" -B "$d/b" >/dev/null || { echo "FAIL: cannot configure $d"; fail=1; }
}
fixture "$work/fix" 1
fixture "$work/fixbad" 0
check dry-run-fixture-setup 0 "fixture setups of gpu tests" "programs missing: 0" \
  "gpu_fixture_setups ok" "gpu-check: OK" -- \
  env PATH="$work/gpu:$PATH" "$script" --no-build --dry-run --build-dir "$work/fix/b"
rm -f "$work/fix/b/app"
check gpu-fixture-setup-before-the-run 0 "-FS .*" "tests: run 1, passed 1, failed 0, skipped 0" \
  "gpu-check: OK" -- env PATH="$work/gpu:$PATH" "$script" --no-build --tests-only --build-dir "$work/fix/b"
check dry-run-fixture-setup-fails 1 "gpu_fixture_setups FAILED" "programs missing: 1" \
  "gpu-check: FAILED" -- \
  env PATH="$work/gpu:$PATH" "$script" --no-build --dry-run --build-dir "$work/fixbad/b"
check gpu-missing-program 1 "missing: run_app" "gpu_test_programs FAILED" "gpu-check: FAILED" -- \
  env PATH="$work/gpu:$PATH" "$script" --no-build --tests-only --build-dir "$work/fixbad/b"

fake "$work/pass" a:0 b:0
fake "$work/skip" a:0 b:77
fake "$work/red" a:0 b:1
fake "$work/empty"
g() { env PATH="$work/gpu:$PATH" "$script" --no-build --tests-only --build-dir "$@"; }
check gpu-all-pass 0 "tests: run 2, passed 2, failed 0, skipped 0" "gpu-check: OK" \
  "gpu-check summary: OK gpu=1 sm_90 run=2 passed=2 failed=0 skipped=0 seconds=" -- g "$work/pass/b"
check gpu-skip-is-failure 1 "tests: run 2, passed 1, failed 0, skipped 1" "skipped: b" \
  "gpu_tests FAILED" "gpu-check summary: FAILED(gpu_tests) gpu=1 sm_90 run=2 passed=1 failed=0 skipped=1" \
  "gpu-check: FAILED" -- g "$work/skip/b"
check gpu-failure 1 "failed 1" "failed: b" "gpu-check: FAILED" -- g "$work/red/b"
check gpu-empty-set 1 "0 gpu tests" "gpu_test_set FAILED" "gpu-check: FAILED" -- g "$work/empty/b"
# Without a GPU the same skip is not run at all: built only, success.
check no-gpu-built-only 0 "built only" "gpu-check: OK" -- \
  env PATH="$work/nogpu:$PATH" "$script" --no-build --tests-only --build-dir "$work/skip/b"
check dry-run-gpu 0 "--dry-run: built, nothing run" "2 gpu tests built, 0 run" -- \
  env PATH="$work/gpu:$PATH" "$script" --no-build --dry-run --build-dir "$work/skip/b"
exit $fail
