//! N-body accelerations with shared tiles: each block loads 64 bodies `[x, y, z, m]` into a shared
//! `[[f32; 4]; 64]` tile per round, every thread accumulates over the tile (softened), `rsqrtf`.
#![no_std]
use rsgpu::math::rsqrtf;
use rsgpu::*;

const B: usize = 64;

rsgpu::kernel! {
    pub fn u29_nbody_shared(body: &[[f32; 4]], eps2: f32, acc: &mut [[f32; 3]]) {
        let mut tile = shared_array::<[f32; 4], B>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * B + t;
        let n = body.len();
        let me = if i < n { body[i] } else { [0.0; 4] };
        let mut a = [0.0f32; 3];
        let mut base = 0;
        while base < n {
            tile[t] = if base + t < n { body[base + t] } else { [0.0; 4] };
            sync_threads();
            for j in 0..B {
                let o = tile[j];
                let d = [o[0] - me[0], o[1] - me[1], o[2] - me[2]];
                let r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + eps2;
                let inv = rsqrtf(r2);
                let s = o[3] * inv * inv * inv;
                for k in 0..3 {
                    a[k] += d[k] * s;
                }
            }
            sync_threads();
            base += B;
        }
        if i < n && i < acc.len() {
            acc[i] = a;
        }
    }
}
