//! A local array of `Copy` structs, searched for the nearest point.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, Default)]
struct P {
    x: f32,
    y: f32,
}

impl P {
    fn dist2(self, o: P) -> f32 {
        let (dx, dy) = (self.x - o.x, self.y - o.y);
        dx * dx + dy * dy
    }
}

rsgpu::kernel! {
    pub fn u24_array_of_structs(xs: &[f32], ys: &[f32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let centres = [P { x: -8.0, y: -8.0 }, P { x: 8.0, y: -8.0 }, P { x: 0.0, y: 8.0 }, P::default()];
            let p = P { x: xs[i], y: ys[i] };
            let mut best = 0;
            let mut best_d = f32::MAX;
            for (k, c) in centres.iter().enumerate() {
                let d = p.dist2(*c);
                if d < best_d {
                    best_d = d;
                    best = k;
                }
            }
            out[i] = best as u32;
        }
    }
}
