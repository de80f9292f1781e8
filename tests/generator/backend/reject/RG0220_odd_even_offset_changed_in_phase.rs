//! Near miss of accept/shared_pair_slots.rs: two levels of the up-sweep
//! in one phase (`offset` doubled between them, no barrier): threads at
//! the two levels use two factors.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn odd_even_offset_changed_in_phase(x: &[u32], out: &mut [u32], q: usize) {
        let mut s = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 128 + t;
        s[t] = if g < x.len() { x[g] } else { 0 };
        sync_threads();
        let mut offset = 1;
        if t < 64 {
            let ai = offset * (2 * t + 1) - 1;
            let bi = offset * (2 * t + 2) - 1;
            s[bi] = s[bi].wrapping_add(s[ai]);
        }
        offset *= 2;
        if t < 32 {
            let ai = offset * (2 * t + 1) - 1;
            let bi = offset * (2 * t + 2) - 1;
            s[bi] = s[bi].wrapping_add(s[ai]);
        }
        sync_threads();
        if g < out.len() {
            out[g] = s[t];
        }
    }
}
// CHECK: error[RG0220]: read of `s[bi
