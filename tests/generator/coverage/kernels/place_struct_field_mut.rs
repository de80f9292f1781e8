#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Vec3 { pub x: f32, pub y: f32, pub z: f32 }
}

rsgpu::kernel! {
    /// get_mut on a slice, then &mut fields.
    pub fn place_struct_field_mut(ps: &mut [Vec3], dt: f32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(p) = ps.get_mut(i) {
            p.x += dt;
            p.y *= 1.0 - dt;
            p.z = -p.z;
        }
    }
}
