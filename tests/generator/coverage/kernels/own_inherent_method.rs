#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Vec3 { pub x: f32, pub y: f32, pub z: f32 }
}

impl Vec3 {
    fn dot(self, o: Vec3) -> f32 {
        self.x * o.x + self.y * o.y + self.z * o.z
    }
    fn length(self) -> f32 {
        math::sqrtf(self.dot(self))
    }
}

rsgpu::kernel! {
    pub fn own_inherent_method(v: &[Vec3], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = v[i].length();
        }
    }
}
