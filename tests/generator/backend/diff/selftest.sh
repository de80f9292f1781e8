#!/usr/bin/env bash
# selftest.sh REF DRIVER WORKDIR — the comparison is not vacuous: one flipped
# bit in the reference's last recorded buffer must fail the run, naming the
# element; one extra launch in inputs.bin must be reported as malformed.
set -euo pipefail
ref=$1 drv=$2 work=$3
mkdir -p "$work"
"$ref" "$work/inputs.bin" "$work/expected.bin" 2>/dev/null
"$drv" saxpy "$work/inputs.bin" "$work/expected.bin" 2>/dev/null
cp "$work/expected.bin" "$work/bad.bin"
size=$(stat -c %s "$work/bad.bin")
last=$(od -An -tu1 -j $((size - 1)) -N1 "$work/bad.bin" | tr -d ' ')
printf "$(printf '\\%03o' $((last ^ 1)))" |
  dd of="$work/bad.bin" bs=1 seek=$((size - 1)) conv=notrunc status=none
set +e
out=$("$drv" saxpy "$work/inputs.bin" "$work/bad.bin" 2>&1)
rc=$?
set -e
echo "$out" | grep -v '^ok'
if [[ $rc -ne 1 || $out != *"1 of "*" elements differ"* ]]; then
  echo "selftest: a flipped bit was not reported (exit $rc)"
  exit 1
fi
head -c $((size - 1)) "$work/expected.bin" >"$work/short.bin"
set +e
out=$("$drv" saxpy "$work/inputs.bin" "$work/short.bin" 2>&1)
rc=$?
set -e
if [[ $rc -ne 2 || $out != *"malformed"* ]]; then
  echo "selftest: a truncated reference file was not reported (exit $rc)"
  exit 1
fi
echo "selftest: mismatch and truncation detected"
