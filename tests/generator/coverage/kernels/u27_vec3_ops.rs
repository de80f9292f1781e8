//! A Vec3 value type with the full operator set (Add, Sub, Neg, Mul<f32>, f32 * Vec3, AddAssign,
//! SubAssign, MulAssign, Index<usize>): reflect each ray direction about a normal and normalise.
#![no_std]
use core::ops::{Add, AddAssign, Index, Mul, MulAssign, Neg, Sub, SubAssign};
use rsgpu::math::sqrtf;
use rsgpu::*;

#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Vec3 { x: f32, y: f32, z: f32 }

impl Vec3 {
    fn new(x: f32, y: f32, z: f32) -> Self { Self { x, y, z } }
    fn dot(&self, o: &Vec3) -> f32 { self.x * o.x + self.y * o.y + self.z * o.z }
    fn cross(self, o: Vec3) -> Vec3 {
        Vec3::new(self.y * o.z - self.z * o.y, self.z * o.x - self.x * o.z, self.x * o.y - self.y * o.x)
    }
    fn length(&self) -> f32 { sqrtf(self.dot(self)) }
    fn normalized(self) -> Vec3 {
        let l = self.length();
        if l > 0.0 { self * (1.0 / l) } else { Vec3::default() }
    }
}
impl Add for Vec3 { type Output = Vec3; fn add(self, o: Vec3) -> Vec3 { Vec3::new(self.x + o.x, self.y + o.y, self.z + o.z) } }
impl Sub for Vec3 { type Output = Vec3; fn sub(self, o: Vec3) -> Vec3 { self + (-o) } }
impl Neg for Vec3 { type Output = Vec3; fn neg(self) -> Vec3 { Vec3::new(-self.x, -self.y, -self.z) } }
impl Mul<f32> for Vec3 { type Output = Vec3; fn mul(self, s: f32) -> Vec3 { Vec3::new(self.x * s, self.y * s, self.z * s) } }
impl Mul<Vec3> for f32 { type Output = Vec3; fn mul(self, v: Vec3) -> Vec3 { v * self } }
impl AddAssign for Vec3 { fn add_assign(&mut self, o: Vec3) { self.x += o.x; self.y += o.y; self.z += o.z; } }
impl SubAssign for Vec3 { fn sub_assign(&mut self, o: Vec3) { *self = *self - o; } }
impl MulAssign<f32> for Vec3 { fn mul_assign(&mut self, s: f32) { *self = *self * s; } }
impl Index<usize> for Vec3 {
    type Output = f32;
    fn index(&self, i: usize) -> &f32 {
        match i { 0 => &self.x, 1 => &self.y, _ => &self.z }
    }
}

rsgpu::kernel! {
    pub fn u27_vec3_ops(dirs: &[f32], normal: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (i + 1) * 4 > out.len() || (i + 1) * 3 > dirs.len() || normal.len() < 3 {
            return;
        }
        let d = Vec3::new(dirs[3 * i], dirs[3 * i + 1], dirs[3 * i + 2]);
        let n = Vec3::new(normal[0], normal[1], normal[2]).normalized();
        let mut r = d;
        r -= 2.0 * d.dot(&n) * n;
        let mut t = r.cross(n);
        t += Vec3::new(1.0, 0.0, 0.0);
        t *= 0.5;
        let o = &mut out[i * 4..(i + 1) * 4];
        o[0] = r[0] + t[1];
        o[1] = r[1] - t[2];
        o[2] = r.normalized()[2];
        o[3] = (r == d) as u32 as f32 + (t == Vec3::default()) as u32 as f32 * 2.0;
    }
}
