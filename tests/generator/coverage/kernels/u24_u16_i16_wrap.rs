//! `u16`/`i16` arithmetic: `wrapping_mul` of large values, `!`, `leading_zeros`, `swap_bytes`,
//! `i16::wrapping_abs`/`wrapping_neg`, negative `/` and `%`, and a Fletcher-16 checksum.
#![no_std]
use rsgpu::*;

fn fletcher16(data: &[u8]) -> u16 {
    let (mut s1, mut s2) = (0u16, 0u16);
    for &b in data {
        s1 = (s1 + b as u16) % 255;
        s2 = (s2 + s1) % 255;
    }
    (s2 << 8) | s1
}

rsgpu::kernel! {
    pub fn u24_u16_i16_wrap(a: &[u16], b: &[i16], bytes: &[u8], width: usize, out: &mut [u32], sums: &mut [u16]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < sums.len() {
            let x = a[i];
            let y = b[i];
            let m = x.wrapping_mul(x | 0x8000);
            let n = !x;
            let lz = x.leading_zeros();
            let sw = x.swap_bytes();
            let ab = y.wrapping_abs().wrapping_neg();
            let q = y / -7;
            let r = y % 7;
            out[i] = (m as u32 ^ (n as u32) << 16) .wrapping_add(lz + (sw as u32) * 3)
                ^ ((ab as u32) << 7) ^ ((q as i32 + 5000) as u32) << 12 ^ (r + 7) as u32;
            sums[i] = fletcher16(&bytes[i * width..(i + 1) * width]);
        }
    }
}
