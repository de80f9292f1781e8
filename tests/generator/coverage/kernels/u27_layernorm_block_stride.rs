//! LayerNorm per row, one block per row, written in the documented block-stride form
//! (`while j < cols { ..; j += block_dim_x() }`): shared tree reductions inline in the kernel.
#![no_std]
use rsgpu::math::sqrtf;
use rsgpu::*;

const B: usize = 64;

rsgpu::kernel! {
    pub fn u27_layernorm_block_stride(x: &[f32], y: &mut [f32], cols: usize, eps: f32) {
        let mut s1 = shared_array::<f32, B>();
        let mut s2 = shared_array::<f32, B>();
        let t = thread_idx_x() as usize;
        let row = block_idx_x() as usize;
        let (mut a, mut b) = (0.0f32, 0.0f32);
        let mut j = t;
        while j < cols {
            let v = x[row * cols + j];
            a += v;
            b += v * v;
            j += block_dim_x() as usize;
        }
        s1[t] = a;
        s2[t] = b;
        sync_threads();
        let mut s = B / 2;
        while s > 0 {
            if t < s {
                s1[t] += s1[t + s];
                s2[t] += s2[t + s];
            }
            sync_threads();
            s /= 2;
        }
        let mean = s1[0] / cols as f32;
        let var = (s2[0] / cols as f32 - mean * mean).max(0.0);
        let rstd = 1.0 / sqrtf(var + eps);
        let mut j = t;
        while j < cols {
            y[row * cols + j] = (x[row * cols + j] - mean) * rstd;
            j += block_dim_x() as usize;
        }
    }
}
