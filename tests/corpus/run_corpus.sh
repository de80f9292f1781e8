#!/usr/bin/env bash
# run_corpus.sh RSGPU_GEN CORPUS_DIR EXPECTED_REJECTIONS
# Runs the MIR parser over every .mir file of the corpus with a per-file
# timeout. Each file must either parse (exit 0) or be rejected with a
# file:line:col diagnostic and an RG code (exit 1). A crash, a hang, an
# internal error, or a file listed in EXPECTED_REJECTIONS that parses
# ("silent acceptance"), or an unlisted rejection, fails the test.
set -uo pipefail
gen=$1 dir=$2 expected=$3
if [[ ! -d $dir ]]; then
  echo "corpus directory $dir not found; skipping"
  exit 77
fi
parsed=0 rejected=0 bad=0 total=0
while IFS= read -r -d '' f; do
  rel=${f#"$dir"/}
  total=$((total + 1))
  err=$(timeout 20 "$gen" parse --parse-only "$f" 2>&1 >/dev/null)
  rc=$?
  want=$(awk -v f="$rel" '$1 == f { print $2 }' "$expected")
  case $rc in
  0)
    if [[ -n $want ]]; then
      echo "SILENT ACCEPTANCE: $rel parsed but must be rejected with $want"
      bad=$((bad + 1))
    else
      parsed=$((parsed + 1))
    fi
    ;;
  1)
    if ! grep -qE "^error\[RG0[0-9]{3}\]" <<<"$err" || ! grep -qE -- "--> .+:[0-9]+:[0-9]+" <<<"$err"; then
      echo "BAD DIAGNOSTIC for $rel:"; printf '%s\n' "$err"
      bad=$((bad + 1))
    elif [[ -z $want ]]; then
      echo "UNEXPECTED REJECTION of $rel:"; printf '%s\n' "$err"
      bad=$((bad + 1))
    elif ! grep -q "error\[$want\]" <<<"$err"; then
      echo "WRONG CODE for $rel (want $want):"; printf '%s\n' "$err"
      bad=$((bad + 1))
    else
      echo "rejected as expected: $rel: $(head -1 <<<"$err")"
      rejected=$((rejected + 1))
    fi
    ;;
  124 | 137) echo "HANG: $rel"; bad=$((bad + 1)) ;;
  *) echo "CRASH (exit $rc): $rel"; printf '%s\n' "$err" | tail -5; bad=$((bad + 1)) ;;
  esac
done < <(find "$dir" -name '*.mir' -print0 | sort -z)
echo "corpus: $parsed/$total parsed, $rejected rejected with a diagnostic as expected, $bad failures"
[[ $total -gt 0 && $bad -eq 0 ]]
