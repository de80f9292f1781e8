//! `div_ceil`, `next_multiple_of`, `abs_diff` on `i32`, `midpoint`, `i32::signum`, `checked_neg`, `overflowing_sub`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_div_ceil_misc(a: &[u32], b: &[i32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let x = a[i];
            let d = x % 13 + 1;
            let c = x.div_ceil(d) + x.next_multiple_of(d) % 97;
            let y = b[i];
            let ad = y.abs_diff(y / -3);
            let mid = x.midpoint(d);
            let sg = (y.signum() + 1) as u32;
            let neg = y.checked_neg().map_or(0, |v| v as u32 & 0xff);
            let (ov, flag) = (x as u8).overflowing_sub(200);
            out[i] = c ^ ad ^ mid ^ sg << 30 ^ neg << 8 ^ ov as u32 ^ (flag as u32) << 29;
        }
    }
}
