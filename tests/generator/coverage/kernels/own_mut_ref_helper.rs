#![no_std]
use rsgpu::*;

fn accumulate(acc: &mut f32, count: &mut u32, v: f32) {
    if v > 0.0 {
        *acc += v;
        *count += 1;
    }
}

rsgpu::kernel! {
    pub fn own_mut_ref_helper(m: &[f32], width: usize, mean: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < mean.len() {
            let mut acc = 0.0;
            let mut count = 0;
            for j in 0..width {
                accumulate(&mut acc, &mut count, m[r * width + j]);
            }
            mean[r] = if count > 0 { acc / count as f32 } else { 0.0 };
        }
    }
}
