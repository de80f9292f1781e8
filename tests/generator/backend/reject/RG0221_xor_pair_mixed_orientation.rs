//! Near miss of accept/shared_pair_slots.rs: one phase exchanges under
//! `p > t` and another guard `p < t` of the same pair: both members write.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn xor_pair_mixed_orientation(x: &[u32], out: &mut [u32], q: usize) {
        let mut s = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 128 + t;
        s[t] = if g < x.len() { x[g] } else { 0 };
        sync_threads();
        let j = q;
        let p = t ^ j;
        if p > t {
            s[p] = s[t];
        }
        if p < t {
            s[t] = s[p];
        }
        sync_threads();
        if g < out.len() {
            out[g] = s[t];
        }
    }
}
// CHECK: error[RG0221]: write to `s[t]` may collide with the write `s[p]` in one barrier phase
