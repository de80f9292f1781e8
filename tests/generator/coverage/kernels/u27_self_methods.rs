//! An `impl` block with a constructor, `&mut self` updates, `&self` queries and a consuming `self`
//! method: running statistics (count, mean by Welford, min, max) of each row.
#![no_std]
use rsgpu::*;

struct Stats { n: u32, mean: f32, m2: f32, lo: f32, hi: f32 }

impl Stats {
    fn new() -> Self {
        Stats { n: 0, mean: 0.0, m2: 0.0, lo: f32::INFINITY, hi: f32::NEG_INFINITY }
    }
    fn push(&mut self, x: f32) {
        self.n += 1;
        let d = x - self.mean;
        self.mean += d / self.n as f32;
        self.m2 += d * (x - self.mean);
        self.lo = self.lo.min(x);
        self.hi = self.hi.max(x);
    }
    fn variance(&self) -> f32 {
        if self.n < 2 { 0.0 } else { self.m2 / (self.n - 1) as f32 }
    }
    fn range(&self) -> f32 { if self.n == 0 { 0.0 } else { self.hi - self.lo } }
    fn finish(self) -> [f32; 4] { [self.n as f32, self.mean, self.variance(), self.range()] }
}

rsgpu::kernel! {
    pub fn u27_self_methods(x: &[f32], cols: usize, out: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (r + 1) * 4 > out.len() || (r + 1) * cols > x.len() {
            return;
        }
        let mut s = Stats::new();
        x[r * cols..(r + 1) * cols].iter().for_each(|&v| s.push(v));
        let res = s.finish();
        for k in 0..4 {
            out[r * 4 + k] = res[k];
        }
    }
}
