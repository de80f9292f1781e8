//! Near miss of the tree with named constants: the guard `H / 2 > t` (64)
//! and the offset `H / 4` (32) differ, so thread 32 writes `s[32]` while
//! thread 0 reads `s[0 + 32]` in the same phase (opt-level 0 computes `H /
//! 2` at run time: folded, both levels refuse).
#![no_std]
use rsgpu::*;

const H: usize = 128;

rsgpu::kernel! {
    pub fn tree_const_half_named_const_mismatch(x: &[f32], out: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        s[t] = if t < x.len() { x[t] } else { 0.0 };
        sync_threads();
        if H / 2 > t {
            s[t] += s[t + H / 4];
        }
        sync_threads();
        if t == 0 {
            out[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]: read of `s[(t + {{.*}})]`
// CHECK-SAME: may see another thread's write of `s[t]`
