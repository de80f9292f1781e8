#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// unreachable! with a message in a match arm.
    pub fn panic_unreachable(ops: &[u32], a: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = match ops[i] % 3 {
                0 => a[i] + 1,
                1 => a[i] - 1,
                2 => a[i] * 2,
                other => unreachable!("op {} out of range", other),
            };
        }
    }
}
