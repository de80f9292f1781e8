//! Run case (branch gen-proofs; probe 9's m_shared_ref_to_mut_elem): a
//! shared reference to the thread's own element of a `&mut` slice handed
//! to a helper, `y[i] = twice(&y[i])`. Was RG0301 (the borrow had no
//! recorded S5 proof). 300 elements y[i] = i over 2 blocks of 256
//! threads: y[i] = 2i, racecheck on.
#![no_std]
use rsgpu::*;

fn twice(v: &f32) -> f32 {
    *v * 2.0
}

rsgpu::kernel! {
    pub fn shared_ref_own(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = twice(&y[i]);
        }
    }
}
