#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// From/Into and TryFrom conversions.
    pub fn core_from_into(b: &[u8], h: &[u16], wide: &mut [u64], f: &mut [f32], narrow: &mut [u8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < wide.len() && i < f.len() && i < narrow.len() {
            wide[i] = u64::from(b[i]) << 40 | u64::from(h[i]);
            f[i] = f32::from(h[i]) + f32::from(b[i]);
            let s: u32 = u32::from(h[i]) * 3;
            narrow[i] = u8::try_from(s).unwrap_or(255);
        }
    }
}
