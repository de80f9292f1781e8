//! Row-wise softmax: one block of 128 threads per row; block max then block sum in shared memory.
#![no_std]
use rsgpu::math::expf;
use rsgpu::*;

const B: usize = 128;

rsgpu::kernel! {
    pub fn u27_softmax_row(x: &[f32], y: &mut [f32], cols: usize) {
        let mut red = shared_array::<f32, B>();
        let t = thread_idx_x() as usize;
        let row = block_idx_x() as usize;
        let base = row * cols;
        // block max
        let mut m = f32::NEG_INFINITY;
        let mut c = t;
        while c < cols {
            m = m.max(x[base + c]);
            c += B;
        }
        red[t] = m;
        sync_threads();
        let mut s = B / 2;
        while s > 0 {
            if t < s {
                red[t] = red[t].max(red[t + s]);
            }
            sync_threads();
            s /= 2;
        }
        let row_max = red[0];
        sync_threads();
        // block sum of exp
        let mut acc = 0.0f32;
        for c in (t..cols).step_by(B) {
            acc += expf(x[base + c] - row_max);
        }
        red[t] = acc;
        sync_threads();
        let mut s = B / 2;
        while s > 0 {
            if t < s {
                red[t] += red[t + s];
            }
            sync_threads();
            s /= 2;
        }
        let total = red[0];
        for c in (t..cols).step_by(B) {
            y[base + c] = expf(x[base + c] - row_max) / total;
        }
    }
}
