//! `loop { .. break value }`: Collatz steps, capped.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_loop_break_value(x: &[u32], cap: u32, out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let mut n = x[i] as u64;
            let mut steps = 0u32;
            let result = loop {
                if n <= 1 {
                    break steps;
                }
                if steps == cap {
                    break u32::MAX;
                }
                n = if n % 2 == 0 { n / 2 } else { 3 * n + 1 };
                steps += 1;
            };
            out[i] = result;
        }
    }
}
