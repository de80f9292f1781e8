//! Near miss of accept/shared_pair_slots.rs: a guard on another value
//! (`t > 3`) instead of `p > t`: both members of a pair run it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn xor_pair_guard_other(x: &[u32], out: &mut [u32], q: usize) {
        let mut s = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 128 + t;
        s[t] = if g < x.len() { x[g] } else { 0 };
        sync_threads();
        let mut j = 64;
        while j > 0 {
            let p = t ^ j;
            if t > 3 {
                let (a, b) = (s[t], s[p]);
                if a > b {
                    s[t] = b;
                    s[p] = a;
                }
            }
            sync_threads();
            j /= 2;
        }
        sync_threads();
        if g < out.len() {
            out[g] = s[t];
        }
    }
}
// CHECK: error[RG0220]: read of `s[p]` may see another thread's write of `s[t]`: no barrier between them
