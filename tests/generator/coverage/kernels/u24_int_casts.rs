//! Mixed-width casts: `u8`/`i16`/`i64`/`u64`, `From`, truncation, sign extension, high half of a product.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_int_casts(a: &[u32], b: &[i16], c: &[u8], wide: &mut [u64], signed: &mut [i64], narrow: &mut [i8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < wide.len() && i < signed.len() && i < narrow.len() {
            let hi = (a[i] as u64 * 0x9E37_79B9u64) >> 32;
            wide[i] = hi + u64::from(c[i]) + (b[i] as u16 as u64);
            signed[i] = i64::from(b[i]) * i64::from(a[i] as i32) + i64::from(c[i] as i8);
            narrow[i] = (a[i] as i8).wrapping_add(b[i] as i8) >> 1;
        }
    }
}
