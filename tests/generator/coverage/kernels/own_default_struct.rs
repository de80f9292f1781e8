#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Stats { pub min: f32, pub max: f32, pub sum: f32, pub n: u32 }
}

impl Stats {
    fn push(&mut self, v: f32) {
        if self.n == 0 || v < self.min {
            self.min = v;
        }
        if self.n == 0 || v > self.max {
            self.max = v;
        }
        self.sum += v;
        self.n += 1;
    }
}

rsgpu::kernel! {
    pub fn own_default_struct(m: &[f32], width: usize, out: &mut [Stats]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let mut s = Stats::default();
            for &v in &m[r * width..(r + 1) * width] {
                s.push(v);
            }
            out[r] = s;
        }
    }
}
