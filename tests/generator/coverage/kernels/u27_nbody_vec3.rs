//! N-body accelerations with a Vec3 value type and operator overloading (Add, Sub, Mul, AddAssign, Neg).
#![no_std]
use core::ops::{Add, AddAssign, Mul, Neg, Sub};
use rsgpu::math::rsqrtf;
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Body { pub x: f32, pub y: f32, pub z: f32, pub m: f32 }
}

#[derive(Clone, Copy, Default)]
struct Vec3 { x: f32, y: f32, z: f32 }

impl Vec3 {
    fn new(x: f32, y: f32, z: f32) -> Self { Vec3 { x, y, z } }
    fn dot(self, o: Vec3) -> f32 { self.x * o.x + self.y * o.y + self.z * o.z }
}
impl Add for Vec3 { type Output = Vec3; fn add(self, o: Vec3) -> Vec3 { Vec3::new(self.x + o.x, self.y + o.y, self.z + o.z) } }
impl Sub for Vec3 { type Output = Vec3; fn sub(self, o: Vec3) -> Vec3 { Vec3::new(self.x - o.x, self.y - o.y, self.z - o.z) } }
impl Mul<f32> for Vec3 { type Output = Vec3; fn mul(self, s: f32) -> Vec3 { Vec3::new(self.x * s, self.y * s, self.z * s) } }
impl Neg for Vec3 { type Output = Vec3; fn neg(self) -> Vec3 { Vec3::new(-self.x, -self.y, -self.z) } }
impl AddAssign for Vec3 { fn add_assign(&mut self, o: Vec3) { *self = *self + o; } }

fn pos(b: &Body) -> Vec3 { Vec3::new(b.x, b.y, b.z) }

rsgpu::kernel! {
    pub fn u27_nbody_vec3(bodies: &[Body], acc: &mut [Body], soft: f32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= bodies.len() || i >= acc.len() {
            return;
        }
        let me = pos(&bodies[i]);
        let mut a = Vec3::default();
        for b in bodies {
            let r = pos(b) - me;
            let d2 = r.dot(r) + soft;
            let inv = rsqrtf(d2);
            a += r * (b.m * inv * inv * inv);
        }
        let a = -(-a);
        acc[i] = Body { x: a.x, y: a.y, z: a.z, m: bodies[i].m };
    }
}
