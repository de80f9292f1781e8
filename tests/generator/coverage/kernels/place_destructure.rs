#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Vec3 { pub x: f32, pub y: f32, pub z: f32 }
}

rsgpu::kernel! {
    pub fn place_destructure(v: &[Vec3], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let Vec3 { x, y, z } = v[i];
            let (a, b) = (x.max(y), y.min(z));
            out[i] = a * b;
        }
    }
}
