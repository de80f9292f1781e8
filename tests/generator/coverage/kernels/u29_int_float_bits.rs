//! Integer and float bit work per element: `u32::pow`, `rem_euclid` of negatives, `wrapping_add/sub/mul/neg`,
//! `to_bits`/`from_bits` (sign flip, exponent field), float-to-int `as` saturation (NaN, infinities, negatives).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_int_float_bits(a: &[i32], f: &[f32], out_r: &mut [i32], out_w: &mut [i32], out_s: &mut [i32], out_u: &mut [u32], out_e: &mut [u32], out_f: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= a.len() || i >= f.len() || i >= out_r.len() || i >= out_w.len() || i >= out_s.len() || i >= out_u.len()
            || i >= out_e.len() || i >= out_f.len()
        {
            return;
        }
        let v = a[i];
        out_r[i] = v.rem_euclid(7) + 3i32.pow((i % 5) as u32);
        out_w[i] = v.wrapping_mul(0x2545_F491).wrapping_add(v.wrapping_neg()).wrapping_sub(i32::MAX);
        let x = f[i] * (v as f32);
        let special = match i % 4 {
            0 => x,
            1 => f32::INFINITY * x.signum(),
            2 => x * 1.0e30,
            _ => rsgpu::math::sqrtf(-1.0 - x.abs()), // NaN
        };
        out_s[i] = special as i32;
        out_u[i] = special as u32 | ((special as u8 as u32) << 24);
        let bits = x.to_bits();
        out_e[i] = (bits >> 23) & 0xff;
        out_f[i] = f32::from_bits(bits ^ 0x8000_0000);
    }
}
