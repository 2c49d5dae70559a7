#!/usr/bin/env bash
# Every built-in bot against every other, per heads-up variant, as duplicate matches.
# Prints one Markdown table per variant: row bot's mbb/hand against the column bot (± the 95%
# confidence interval). Usage: scripts/crosstable.sh [HANDS] [SEED]   (default 20000 hands, seed 1)
set -euo pipefail
cd "$(dirname "$0")/.."
hands=${1:-20000}
seed=${2:-1}
cargo build --release --quiet
felt=${FELT_BIN:-./target/release/felt}
bots=(montecarlo heuristic caller random allin bid-all)
for variant in holdem auction sneak-peek river-of-blood; do
  echo
  echo "### $variant ($hands hands per pair, duplicate, seed $seed)"
  echo
  printf '| row vs column |'; for b in "${bots[@]}"; do printf ' %s |' "$b"; done; echo
  printf '|---|'; for _ in "${bots[@]}"; do printf -- '---|'; done; echo
  declare -A cell=()
  for ((i = 0; i < ${#bots[@]}; i++)); do
    for ((j = i + 1; j < ${#bots[@]}; j++)); do
      a=${bots[$i]} b=${bots[$j]}
      json=$($felt arena --variant "$variant" --bots "$a,$b" --hands "$hands" --duplicate --seed "$seed" --json)
      read -r m ci < <(python3 -c 'import json,sys; r=json.load(sys.stdin); b=r["bots"][0]; print(round(b["mbb_per_hand"]), round(b["ci95"]))' <<<"$json")
      cell[$a,$b]="$(printf '%+d ±%d' "$m" "$ci")"
      cell[$b,$a]="$(printf '%+d ±%d' "$((-m))" "$ci")"
    done
  done
  for a in "${bots[@]}"; do
    printf '| **%s** |' "$a"
    for b in "${bots[@]}"; do
      if [ "$a" = "$b" ]; then printf ' - |'; else printf ' %s |' "${cell[$a,$b]}"; fi
    done
    echo
  done
  unset cell
done
