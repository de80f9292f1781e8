#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// is_power_of_two, next_power_of_two, trailing_ones.
    pub fn core_pow2(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let v = x[i] % 100_000 + 1;
            out[i] = if v.is_power_of_two() { v } else { v.next_power_of_two() } + v.trailing_ones();
        }
    }
}
