#!/usr/bin/env bash
# workflows.cargo_build_rs: the build.rs that bindings/rust/README.md documents,
# copied verbatim into a fresh Cargo crate with one kernel, builds offline and
# writes the JIT artifacts into $OUT_DIR/kernels; the crate embeds them with
# include_str!; a no-op rebuild does not rerun it, touching the kernel does.
# Usage: cargo_build_rs.sh CARGO RSGPU_GEN README BINDINGS_SRC KERNEL WORK
set -uo pipefail
cargo=$1 gen=$2 readme=$3 bindings=$4 kernel=$5 work=$6
rm -rf "$work" && mkdir -p "$work/crate/src" "$work/crate/kernels"
# The first ```rust block after the build.rs marker.
awk '/<!-- build.rs:/ {m=1; next} m && /^```rust/ {on=1; next} on && /^```/ {exit} on {print}' \
  "$readme" >"$work/crate/build.rs"
[[ -s $work/crate/build.rs ]] || { echo "FAIL: no build.rs block in $readme"; exit 1; }
cat >"$work/crate/Cargo.toml" <<'TOML'
[package]
name = "kernels_demo"
version = "0.1.0"
edition = "2021"
build = "build.rs"
TOML
cat >"$work/crate/src/lib.rs" <<'RS'
pub const SAXPY_SOURCE: &str = include_str!(concat!(env!("OUT_DIR"), "/kernels/saxpy.kernels.cu"));
pub const SAXPY_MANIFEST: &str = include_str!(concat!(env!("OUT_DIR"), "/kernels/saxpy.manifest"));
#[test]
fn embedded() {
    assert!(SAXPY_SOURCE.contains("rsgpu_kernel_saxpy"));
    assert!(SAXPY_MANIFEST.starts_with("rsgpu-manifest 2"));
}
RS
cp "$kernel" "$work/crate/kernels/saxpy.rs"
export CARGO_HOME=$work/cargo-home CARGO_TARGET_DIR=$work/target
export RSGPU_GEN=$gen RSGPU_BINDINGS=$bindings RSGPU_MODE=jit
unset RUSTFLAGS
cd "$work/crate" || exit 1
out=$("$cargo" test --offline 2>&1) || { echo "FAIL: cargo test:"$'\n'"$out"; exit 1; }
[[ $out == *"test embedded ... ok"* ]] || { echo "FAIL: embedded test did not run:"$'\n'"$out"; exit 1; }
ls "$work"/target/debug/build/kernels_demo-*/out/kernels/saxpy.kernels.cu >/dev/null ||
  { echo "FAIL: no artifacts in OUT_DIR"; exit 1; }
out=$("$cargo" build --offline -v 2>&1) || { echo "FAIL: rebuild:"$'\n'"$out"; exit 1; }
[[ $out == *"build-script-build"* ]] && { echo "FAIL: a no-op rebuild reran build.rs:"$'\n'"$out"; exit 1; }
sleep 1 && touch kernels/saxpy.rs
out=$("$cargo" build --offline -v 2>&1) || { echo "FAIL: rebuild:"$'\n'"$out"; exit 1; }
[[ $out == *"build-script-build"* ]] || { echo "FAIL: touching the kernel did not rerun build.rs:"$'\n'"$out"; exit 1; }
echo "cargo build.rs: OK"
