#!/usr/bin/env bash
# Runs the action's source (src/action/main.ts) under @github/local-action, as GitHub would run it,
# with inputs from an env file (default: examples/local-action.env, the quick-start example server).
# local-action runs TypeScript through `npm exec tsx` from this folder, so both are fetched on demand.
set -euo pipefail
cd "$(dirname "$0")/.."
env_file="${1:-examples/local-action.env}"
export npm_config_yes=true
GITHUB_WORKSPACE="$PWD" npx -p @github/local-action@7.0.1 -p tsx@4.23.15 local-action run . src/action/main.ts "$env_file"
