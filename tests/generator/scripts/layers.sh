#!/usr/bin/env bash
# layers.sh SOURCE_DIR
# rsgpu-gen's folders form layers, each including only the ones before it:
#   support < mir < ir < analysis < emit < driver   (main.cpp: anything)
# and the checker (checker/) includes nothing of the generator but its tools.
# Fails naming every include that points the wrong way.
set -uo pipefail
src=$1
layers=(support mir ir analysis emit driver)
rank() { local i; for i in "${!layers[@]}"; do [[ ${layers[$i]} == "$1" ]] && { echo "$i"; return; }; done; echo -1; }
bad=0
for d in "${layers[@]}"; do
  r=$(rank "$d")
  while IFS=: read -r file _ inc; do
    target=${inc#*\"}; target=${target%%/*}
    t=$(rank "$target")
    if ((t > r)); then
      echo "layers: $file includes $target/ (a later layer than $d/)"; bad=1
    fi
  done < <(grep -Hn '^#include "[a-z]*/' "$src/generator/$d"/* 2>/dev/null)
done
while IFS= read -r line; do
  echo "layers: the checker library includes the generator: $line"; bad=1
done < <(grep -Hn '^#include "\(support\|mir\|ir\|analysis\|emit\|driver\)/' "$src"/checker/*.cpp "$src"/checker/*.h 2>/dev/null)
((bad)) && exit 1
echo "layers: support < mir < ir < analysis < emit < driver, checker apart: ok"
