//! Plain structs (no gpu_struct!) declared from what builds them: a field
//! given `f32::INFINITY` / `u32::MAX` (a named constant of a primitive), and,
//! at opt-level 3, a local array of a struct made of literals only (rustc
//! folds each element into a constant `P {{ x: -8f32, y: 0f32 }}`).
#![no_std]
use rsgpu::*;

struct Running {
    n: u32,
    min: f32,
    lo: u32,
}

#[derive(Clone, Copy)]
struct P {
    x: f32,
    y: f32,
}

rsgpu::kernel! {
    pub fn plain_struct_named_consts(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < x.len() {
            let mut r = Running { n: 0, min: f32::INFINITY, lo: u32::MAX };
            r.n += 1;
            r.min = r.min.min(x[i]);
            r.lo = r.lo.min(i as u32);
            let ps = [P { x: -8.0, y: 0.0 }, P { x: 8.0, y: 1.0 }];
            let mut best = f32::MAX;
            for p in ps.iter() {
                let d = (p.x - x[i]) * (p.x - x[i]) + p.y;
                if d < best {
                    best = d;
                }
            }
            out[i] = r.min + best + (r.n + r.lo) as f32;
        }
    }
}
// CHECK: kernel @plain_struct_named_consts(
