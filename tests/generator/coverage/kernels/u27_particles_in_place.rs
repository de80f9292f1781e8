//! In-place particle update through `&mut particles[i]` and a `&mut self` method: semi-implicit
//! Euler with gravity and a bouncing floor (velocity reflected and damped).
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Particle { pub pos: [f32; 2], pub vel: [f32; 2], pub bounces: u32 }
}

impl Particle {
    fn step(&mut self, dt: f32, g: f32, damping: f32) {
        self.vel[1] -= g * dt;
        for k in 0..2 {
            self.pos[k] += self.vel[k] * dt;
        }
        if self.pos[1] < 0.0 {
            self.pos[1] = -self.pos[1];
            self.vel[1] = -self.vel[1] * damping;
            self.bounces += 1;
        }
    }
}

rsgpu::kernel! {
    pub fn u27_particles_in_place(ps: &mut [Particle], dt: f32, steps: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(p) = ps.get_mut(i) {
            for _ in 0..steps {
                p.step(dt, 9.75, 0.5);
            }
        }
    }
}
