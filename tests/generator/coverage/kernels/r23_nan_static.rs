//! Red team 23 (NaN constants): NaN in `static` arrays and a static scalar (`static S: [f32; 4] = [-f32::NAN, f32::from_bits(0x7f80_0001), ..]`, `static Z: f32 = f32::from_bits(0xffc0_0042)`). Docs: bit-exact or RG0102.
#![no_std]
#![allow(unused)]
use rsgpu::*;

static S: [f32; 4] = [-f32::NAN, f32::from_bits(0x7f80_0001), f32::NAN, 0.25];
static Z: f32 = f32::from_bits(0xffc0_0042);
static Y: f64 = -f64::NAN;
rsgpu::kernel! {
    pub fn r23_nan_static(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = S[(v % 4) as usize].to_bits();
            o2[i] = Z.to_bits() ^ (v & 1);
            o3[i] = (Y.to_bits() >> 32) as u32 ^ (v & 2);
        }
    }
}
