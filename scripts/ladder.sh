#!/usr/bin/env bash
# The difficulty ladder: hard against medium, medium against easy, and hard against easy, in
# every heads-up variant, as duplicate matches. Prints one Markdown table.
# Usage: scripts/ladder.sh [HANDS] [SEED]   (default 10000 hands per match, seed 1)
set -euo pipefail
cd "$(dirname "$0")/.."
hands=${1:-10000}
seed=${2:-1}
cargo build --release --quiet
felt=${FELT_BIN:-./target/release/felt}
pairs=(hard,medium medium,easy hard,easy)
printf '| variant |'; for p in "${pairs[@]}"; do printf ' %s |' "${p/,/ vs }"; done; echo
printf '|---|'; for _ in "${pairs[@]}"; do printf -- '---|'; done; echo
for variant in holdem auction sneak-peek river-of-blood; do
  printf '| %s |' "$variant"
  for pair in "${pairs[@]}"; do
    json=$($felt arena --variant "$variant" --bots "$pair" --hands "$hands" --duplicate --seed "$seed" --json)
    read -r m ci < <(python3 -c 'import json,sys; r=json.load(sys.stdin); b=r["bots"][0]; print(round(b["mbb_per_hand"]), round(b["ci95"]))' <<<"$json")
    printf ' %+d ±%d |' "$m" "$ci"
  done
  echo
done
