//! Mixed integer widths and `as` casts: i8 -> i16 sign extension, u16 wrapping, u64 products,
//! i64 -> i32 truncation, `bool as u8`, usize/isize, and `u64::from`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_int_widths(a: &[i8], b: &[u16], wide: &mut [u64], mixed: &mut [i32], small: &mut [u16]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= a.len() || i >= b.len() || i >= wide.len() || i >= mixed.len() || i >= small.len() {
            return;
        }
        let x = a[i];
        let y = b[i];
        let prod = u64::from(y) * (x as u8) as u64 * 0x1_0001_0001;
        let s = x as i16 * 100 + (y as i16 >> 3);
        let t = (s as i64 * -70_000i64) as i32;
        let neg = (x < 0) as u8;
        let idx = i as isize - 5;
        wide[i] = prod ^ ((idx as i64) as u64);
        mixed[i] = t.wrapping_add(neg as i32) >> 1;
        small[i] = y.wrapping_mul(7).wrapping_add(x as u16) | neg as u16;
    }
}
