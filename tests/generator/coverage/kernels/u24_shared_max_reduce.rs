//! Block max reduction in shared memory, halving loop with `>>= 1` and `f32::max`; grid-stride load.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_shared_max_reduce(x: &[f32], block_max: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let mut best = f32::NEG_INFINITY;
        let mut i = block_idx_x() as usize * 256 + t;
        while i < x.len() {
            best = best.max(x[i]);
            i += 256 * grid_dim_x() as usize;
        }
        s[t] = best;
        sync_threads();
        let mut half = 128;
        while half > 0 {
            if t < half {
                s[t] = s[t].max(s[t + half]);
            }
            sync_threads();
            half >>= 1;
        }
        if t == 0 {
            block_max[block_idx_x() as usize] = s[0];
        }
    }
}
