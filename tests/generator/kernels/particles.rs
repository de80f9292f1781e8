//! Struct-based particle update: #[repr(C)] structs declared with gpu_struct!.
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Vec3 { pub x: f32, pub y: f32, pub z: f32 }
}

rsgpu::gpu_struct! {
    pub struct Particle { pub pos: Vec3, pub vel: Vec3, pub mass: f32, pub alive: u32 }
}

rsgpu::gpu_struct! {
    pub struct Params { pub dt: f32, pub gravity: f32, pub count: u32 }
}

rsgpu::kernel! {
    pub fn particles(ps: &mut [Particle], params: Params) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < params.count as usize && i < ps.len() {
            let p = &mut ps[i];
            if p.alive != 0 {
                p.vel.y -= params.gravity * params.dt;
                p.pos.x += p.vel.x * params.dt;
                p.pos.y += p.vel.y * params.dt;
                p.pos.z += p.vel.z * params.dt;
                if p.pos.y < 0.0 {
                    p.pos.y = 0.0;
                    p.alive = 0;
                }
            }
        }
    }
}
