#!/usr/bin/env bash
# The replay gate before a rollout (docs/scaling-out.md, "Deploying a new version"):
#
#   deploy/kubernetes/replay-gate.sh <git ref running in production>
#
# 1. checks out the production ref in a temporary git worktree and records, with its workflow code, the histories of
#    representative runs (`npm run record-histories`: full lifecycle, plan rejected, cancelled mid-interview), i.e.
#    what the runs that production has open look like;
# 2. replays them, together with the committed fixtures, on the workflow code of this work tree (the version to
#    deploy), with test/replay/replay.test.ts.
# Exit 0: the new code replays every history, a rolling update is safe for open runs. Non-zero: it is not; keep the
# old path with patched() (docs/operations.md, "Changing the run workflow safely") and run the gate again.
set -euo pipefail
ref=${1:?usage: deploy/kubernetes/replay-gate.sh <git ref running in production>}
cd "$(dirname "$0")/../.."

work=$(mktemp -d)
histories=test/replay/histories
copied=()
cleanup() {
  for f in "${copied[@]}"; do rm -f "$f"; done
  rm -rf "$work"
  git worktree prune
}
trap cleanup EXIT

echo "== recording run histories with the workflow code of $ref"
git worktree add --quiet --detach "$work/production" "$ref"
(cd "$work/production" && npm ci --no-audit --no-fund --silent && npm run -s record-histories)

for f in "$work/production/$histories"/*.json; do
  target="$histories/production-$(basename "$f")"
  cp "$f" "$target"
  copied+=("$target")
done

echo "== replaying ${#copied[@]} histories recorded on $ref, with the committed fixtures, on this work tree's code"
npx tsc -b
npx mocha --no-config --node-option import=tsx --node-option enable-source-maps --timeout 120000 \
  test/replay/replay.test.ts
