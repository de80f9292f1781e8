//! Red team 22 (small sorts): `sort_unstable_by(total_cmp)` of `[f32; 12]` holding positive and negative NaN, -0.0, 0.0, infinities, a subnormal and duplicates; the result read back as bits.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn val(v: u32, j: u32) -> f32 {
    match (v >> (j * 2 % 30)) % 9 {
        0 => f32::NAN,
        1 => -f32::NAN,
        2 => -0.0,
        3 => 0.0,
        4 => f32::INFINITY,
        5 => f32::NEG_INFINITY,
        6 => f32::from_bits(1),
        7 => 1.5,
        _ => -(j as f32),
    }
}

rsgpu::kernel! {
    pub fn r22_sort_f32_total_cmp(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let mut a = [0.0f32; 12];
            for j in 0..12 {
                a[j] = val(v, j as u32);
            }
            let mut b = a;
            a.sort_unstable_by(|x, y| x.total_cmp(y));
            b.sort_unstable_by(|x, y| y.total_cmp(x));
            let mut h = 0u32;
            let mut g = 0u32;
            for j in 0..12 {
                h = h.wrapping_mul(31).wrapping_add(a[j].to_bits());
                g = g.wrapping_mul(31).wrapping_add(b[j].to_bits());
            }
            o1[i] = h;
            o2[i] = g;
            o3[i] = a[0].to_bits() ^ a[11].to_bits().rotate_left(7);
        }
    }
}
