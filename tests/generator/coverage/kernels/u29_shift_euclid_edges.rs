//! Integer edge arithmetic per element: `wrapping_shl`/`wrapping_shr` by amounts past the width (masked),
//! `checked_shl`, `i64::div_euclid`/`rem_euclid` with negative divisors, `f64 as u64`/`as i64`/`as u16`
//! saturation of large, negative and NaN values, `i8 as u64` sign extension.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_shift_euclid_edges(a: &[i64], s: &[u32], f: &[f64], out: &mut [u64]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (Some(&v), Some(&sh), Some(&fv)) = (a.get(i), s.get(i), f.get(i)) else { return; };
        let Some(o) = out.chunks_mut(8).nth(i) else { return; };
        let d = match i % 3 { 0 => -7i64, 1 => 13, _ => -1 };
        let big = if i % 2 == 0 { fv * 1.0e20 } else { fv / 0.0 * (i as f64 - 3.0) };
        let vals = [
            (v as u32).wrapping_shl(sh) as u64,
            (v as i32).wrapping_shr(sh) as u64,
            (v as u64).checked_shl(sh).unwrap_or(7),
            v.div_euclid(d) as u64,
            v.rem_euclid(d) as u64,
            big as u64 ^ (big as i64 as u64).rotate_left(1),
            (fv * 1000.0) as u16 as u64 | ((fv * 1000.0) as i16 as u64) << 16,
            (v as i8) as u64,
        ];
        for (k, dst) in o.iter_mut().enumerate() {
            *dst = vals[k];
        }
    }
}
