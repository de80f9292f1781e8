//! S5: `let s = if t % 2 == 1 { z } else { x }; y[i + s.len()]` — each thread
//! picks one of two slice *parameters*; with `z.len() == x.len() + 1` thread
//! 2k + 1 (offset z.len()) and thread 2k + 2 (offset x.len()) both write
//! y[2k + 2 + x.len()]. Expected RG0201 (analyses.md: a slice reference's
//! length is the parameter's only through reborrows and copies of it). At O3
//! rustc reuses z's local for `s` (`_2 = copy _1` on the even path) and
//! `PtrMetadata(_2)` is taken as z's invariant length: translated with
//! `y.unsafe_at(j) // S5: j is an injective function of the global id`; the
//! emitted `z = x;` then fails to compile (Slice's deleted copy assignment,
//! S2), so no kernel is built. O0: RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_param_chosen_per_thread_len_offset(x: &[f32], z: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s: &[f32] = if t % 2 == 1 { z } else { x };
        let j = i + s.len();
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG0201]:
