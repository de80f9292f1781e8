#!/usr/bin/env bash
# selftest.sh REF DRIVER WORKDIR — the comparison is not vacuous: one flipped
# bit in the reference's last recorded buffer must fail the run, naming the
# element; one extra launch in inputs.bin must be reported as malformed; a
# launch is replayed through the kernel it recorded: saxpy's launches renamed
# to another kernel of the driver (vadd) must fail there (it takes 4
# arguments), renamed to a kernel the driver lacks must fail naming it (red
# team 23: a case's second kernel once ran the first in its place).
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
# Each case's kernel name is a blob right after the case magic (0xCA5E0002,
# little-endian): rename every one.
rename() {
  perl -0777 -pe "s/\\x02\\x00\\x5e\\xca\\x05\\x00{7}saxpy/\\x02\\x00\\x5e\\xca$2\\x00\\x00\\x00\\x00\\x00\\x00\\x00$1/g" \
    "$work/inputs.bin" >"$work/renamed.bin"
  cmp -s "$work/inputs.bin" "$work/renamed.bin" && { echo "selftest: no kernel name renamed"; exit 1; }
  return 0
}
rename vadd '\x04'
set +e
out=$("$drv" saxpy "$work/renamed.bin" "$work/expected.bin" 2>&1)
rc=$?
set -e
if [[ $rc -ne 1 || $out != *"launch_vadd takes 4"* ]]; then
  echo "selftest: a launch recorded as vadd was not replayed through vadd (exit $rc)"
  echo "$out" | head -5
  exit 1
fi
rename nokern '\x06'
set +e
out=$("$drv" saxpy "$work/renamed.bin" "$work/expected.bin" 2>&1)
rc=$?
set -e
if [[ $rc -ne 1 || $out != *"launches kernel 'nokern', which this driver does not have"* ]]; then
  echo "selftest: a launch of a kernel the driver lacks did not fail (exit $rc)"
  echo "$out" | head -5
  exit 1
fi
echo "selftest: mismatch, truncation, and launches of another or a missing kernel detected"
