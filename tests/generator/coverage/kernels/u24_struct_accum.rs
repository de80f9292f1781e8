//! A running-statistics struct with `new`, `&mut self` `push` and `&self` getters.
#![no_std]
use rsgpu::*;

struct Running {
    n: u32,
    sum: f32,
    min: f32,
    max: f32,
}

impl Running {
    fn new() -> Self {
        Running { n: 0, sum: 0.0, min: f32::INFINITY, max: f32::NEG_INFINITY }
    }
    fn push(&mut self, v: f32) {
        self.n += 1;
        self.sum += v;
        self.min = self.min.min(v);
        self.max = self.max.max(v);
    }
    fn mean(&self) -> f32 {
        if self.n == 0 { 0.0 } else { self.sum / self.n as f32 }
    }
    fn range(&self) -> f32 {
        self.max - self.min
    }
}

rsgpu::kernel! {
    pub fn u24_struct_accum(m: &[f32], width: usize, mean: &mut [f32], range: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < mean.len() && r < range.len() {
            let mut st = Running::new();
            for &v in &m[r * width..(r + 1) * width] {
                st.push(v);
            }
            mean[r] = st.mean();
            range[r] = st.range();
        }
    }
}
