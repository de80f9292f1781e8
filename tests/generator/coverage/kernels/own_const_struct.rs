#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Vec3 { pub x: f32, pub y: f32, pub z: f32 }
}

const ORIGIN: Vec3 = Vec3 { x: 1.0, y: -2.0, z: 0.5 };

rsgpu::kernel! {
    pub fn own_const_struct(v: &[Vec3], d2: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < d2.len() {
            let (dx, dy, dz) = (v[i].x - ORIGIN.x, v[i].y - ORIGIN.y, v[i].z - ORIGIN.z);
            d2[i] = dx * dx + dy * dy + dz * dz;
        }
    }
}
