#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// bool::then_some, bool::then.
    pub fn core_bool_then(x: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let v = x[i];
            out[i] = (v > 0).then_some(v).unwrap_or(0) + (v % 2 == 0).then(|| v / 2).unwrap_or(-1);
        }
    }
}
