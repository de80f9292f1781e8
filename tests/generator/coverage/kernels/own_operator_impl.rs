#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Vec3 { pub x: f32, pub y: f32, pub z: f32 }
}

use core::ops::{Add, Mul, Sub};

impl Add for Vec3 {
    type Output = Vec3;
    fn add(self, o: Vec3) -> Vec3 {
        Vec3 { x: self.x + o.x, y: self.y + o.y, z: self.z + o.z }
    }
}
impl Sub for Vec3 {
    type Output = Vec3;
    fn sub(self, o: Vec3) -> Vec3 {
        Vec3 { x: self.x - o.x, y: self.y - o.y, z: self.z - o.z }
    }
}
impl Mul<f32> for Vec3 {
    type Output = Vec3;
    fn mul(self, s: f32) -> Vec3 {
        Vec3 { x: self.x * s, y: self.y * s, z: self.z * s }
    }
}

rsgpu::kernel! {
    /// Linear interpolation a + (b - a) * t.
    pub fn own_operator_impl(a: &[Vec3], b: &[Vec3], t: f32, out: &mut [Vec3]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = a[i] + (b[i] - a[i]) * t;
        }
    }
}
