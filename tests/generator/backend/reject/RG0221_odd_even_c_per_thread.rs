//! Near miss of accept/shared_pair_slots.rs: the factor is per thread
//! (`(t & 1) + 1`): `c * (2t + 2) - 1` is no longer one function.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn odd_even_c_per_thread(x: &[u32], out: &mut [u32], q: usize) {
        let mut s = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 128 + t;
        s[t] = if g < x.len() { x[g] } else { 0 };
        sync_threads();
        let c = (t & 1) + 1;
        if t < 32 {
            let bi = c * (2 * t + 2) - 1;
            s[bi] = 1;
        }
        sync_threads();
        if g < out.len() {
            out[g] = s[t];
        }
    }
}
// CHECK: error[RG0221]: write to `s[bi]` may collide with the same write by another thread in one barrier phase
