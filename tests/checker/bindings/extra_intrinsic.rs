//! Negative fixture of checker.bindings_sync_detects_rust_only_intrinsic: an
//! intrinsic added to the Rust side only (no manifest entry, no call-table
//! entry, no C++ counterpart) must make the sync test fail.
#![no_std]

/// `__match_any_sync` for the whole warp (not mapped anywhere).
#[inline(never)]
pub fn match_any(v: u32) -> u32 {
    v
}
