#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// Option::expect.
    pub fn panic_expect(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let bin = (x[i] % 64).checked_add(1).expect("bin overflow");
            out[i] = x.get(i).copied().expect("in range") / bin;
        }
    }
}
