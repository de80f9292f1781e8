#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// checked_sub and the Option it returns.
    pub fn core_checked_sub(a: &[u32], b: &[u32], out: &mut [u32], underflow: &mut [u8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < underflow.len() {
            match a[i].checked_sub(b[i]) {
                Some(d) => {
                    out[i] = d;
                    underflow[i] = 0;
                }
                None => {
                    out[i] = 0;
                    underflow[i] = 1;
                }
            }
        }
    }
}
