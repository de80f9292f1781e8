#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// An FnMut closure mutating a captured local.
    pub fn closure_fnmut(m: &[u32], width: usize, out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let mut evens = 0;
            let mut count = |v: u32| {
                if v % 2 == 0 {
                    evens += 1;
                }
            };
            for j in 0..width {
                count(m[i * width + j]);
            }
            out[i] = evens;
        }
    }
}
