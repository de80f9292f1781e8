#!/usr/bin/env bash
# run.sh KERNEL REF DRIVER_O0 DRIVER_O3 WORKDIR — one differential test:
# the native Rust reference records inputs and results, then the kernel
# translated from O0 MIR (overflow checks) and from O3 MIR replays them on the
# host emulator; the O3 run also has the emulator's race/memory/sync checks on.
set -euo pipefail
kernel=$1 ref=$2 o0=$3 o3=$4 work=$5
mkdir -p "$work"
echo "== rustc reference (native, host bindings): $ref"
"$ref" "$work/inputs.bin" "$work/expected.bin"
echo "== rsgpu-gen output from O0 MIR on the emulator"
"$o0" "$kernel" "$work/inputs.bin" "$work/expected.bin"
echo "== rsgpu-gen output from O3 MIR on the emulator (racecheck, memcheck, synccheck)"
"$o3" "$kernel" "$work/inputs.bin" "$work/expected.bin" --checks
