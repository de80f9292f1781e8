//! Particle update on struct-of-arrays: four `&mut [f32]` (x, y, vx, vy) updated at the thread's index,
//! gravity, reflection at the walls of the unit box (`RangeInclusive::contains`) with `clamp`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_soa_particles(px: &mut [f32], py: &mut [f32], vx: &mut [f32], vy: &mut [f32], dt: f32, g: f32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= px.len() || i >= py.len() || i >= vx.len() || i >= vy.len() {
            return;
        }
        vy[i] -= g * dt;
        let mut nx = px[i] + vx[i] * dt;
        let mut ny = py[i] + vy[i] * dt;
        if !(0.0..=1.0).contains(&nx) {
            vx[i] = -vx[i] * 0.9;
            nx = nx.clamp(0.0, 1.0);
        }
        if !(0.0..=1.0).contains(&ny) {
            vy[i] = -vy[i] * 0.9;
            ny = ny.clamp(0.0, 1.0);
        }
        px[i] = nx;
        py[i] = ny;
    }
}
