//! Delta encoding of i16 samples (wrapping differences, first sample kept) and zig-zag to u16.
#![no_std]
use rsgpu::*;

fn zigzag(d: i16) -> u16 {
    ((d << 1) ^ (d >> 15)) as u16
}

rsgpu::kernel! {
    pub fn u27_delta_encode(x: &[i16], out: &mut [u16]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= x.len() || i >= out.len() {
            return;
        }
        let prev = if i == 0 { 0 } else { x[i - 1] };
        let d = x[i].wrapping_sub(prev);
        out[i] = zigzag(d);
    }
}
