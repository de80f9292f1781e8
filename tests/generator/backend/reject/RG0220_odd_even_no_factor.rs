//! Near miss of accept/shared_pair_slots.rs: the read `(2t + 1) - 1`
//! without the common factor `offset`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn odd_even_no_factor(x: &[u32], out: &mut [u32], q: usize) {
        let mut s = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 128 + t;
        s[t] = if g < x.len() { x[g] } else { 0 };
        sync_threads();
        let mut offset = 1;
        let mut d = 64;
        while d > 0 {
            if t < d {
                let ai = (2 * t + 1) - 1;
                let bi = offset * (2 * t + 2) - 1;
                s[bi] = s[bi].wrapping_add(s[ai]);
            }
            offset *= 2;
            d /= 2;
            sync_threads();
        }
        sync_threads();
        if g < out.len() {
            out[g] = s[t];
        }
    }
}
// CHECK: error[RG0220]: read of `s[ai]` may see another thread's write of `s[bi]`: no barrier between them
